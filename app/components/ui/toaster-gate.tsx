import { lazy, Suspense, useState } from "react";
import { useToasts } from "~/lib/toast";

// Radix Toast loads with the first toast, not with every page.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function ToasterGate() {
  const toasts = useToasts();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
