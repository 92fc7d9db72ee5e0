import { useEffect, useState } from "react";
import { attributionFields, captureAttribution } from "~/lib/attribution";

/**
 * Where the visitor came from, sent alongside the spec's six fields (issue 14). Rendered only
 * after hydration: the server HTML has none of these inputs, so a JavaScript-off post carries
 * none and the server falls back to its Referer header.
 */
export function AttributionFields() {
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    // A form that hydrates on the landing page may run before the root's capture; capturing is idempotent.
    captureAttribution();
    setFields(attributionFields());
  }, []);
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
