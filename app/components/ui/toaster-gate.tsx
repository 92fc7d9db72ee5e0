import { type ComponentType, useEffect, useState } from "react";
import { whenToasterWanted } from "~/lib/toast";

let loaded: ComponentType | null = null;
const importToaster = () =>
  import("./toaster").then((m) => {
    loaded = m.Toaster;
    return m.Toaster;
  });

/**
 * The toaster (sonner, about 10 KB gzip) stays out of the first load: it is fetched and mounted
 * when lib/toast.ts says it is wanted — a contact button is hovered, focused or touched, a contact
 * form is on screen, the admin opened, or a toast came first. Rendered by the root Layout, so it outlives the switch between the site and
 * the admin screens (the logout toast shows on the site). A plain promise and state rather than
 * React.lazy: Suspense reveals its content on a timer (see lazy-dialog.tsx).
 */
export function ToasterGate() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Toaster) return;
    let current = true;
    const stop = whenToasterWanted(() => {
      void importToaster().then((component) => current && setToaster(() => component));
    });
    return () => {
      current = false;
      stop();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
