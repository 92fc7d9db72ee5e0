import { type ComponentType, useEffect, useState } from "react";
import type { DialogPanelProps as Props } from "./dialog-panel";

let loaded: ComponentType<Props> | null = null;
const loadPanel = () =>
  import("./dialog-panel").then((m) => {
    loaded = m.default;
    return m.default;
  });

/**
 * A dialog whose code (Radix Dialog, focus trap, scroll lock: about 14 KB compressed) loads the
 * first time it opens, not with the page. Pages that show one on request (the resource dialogs,
 * the case-study story) render their content as page sections without JavaScript anyway.
 * The module is loaded with a plain promise and state rather than React.lazy: a Suspense
 * boundary reveals its content on a timer, which a page whose clock is held would never see.
 */
export function LazyDialog({ open, onOpenChange, ...content }: Props) {
  const [Panel, setPanel] = useState<ComponentType<Props> | null>(() => loaded);
  useEffect(() => {
    if (!open || Panel) return;
    let current = true;
    void loadPanel().then((component) => current && setPanel(() => component));
    return () => {
      current = false;
    };
  }, [open, Panel]);
  return Panel ? <Panel open={open} onOpenChange={onOpenChange} {...content} /> : null;
}
