import { useEffect, useState } from "react";
import { onDemand, useOnDemand } from "~/lib/lazy";
import { whenToasterWanted } from "~/lib/toast";

const toaster = onDemand(() => import("./toaster"));

/**
 * The toaster (sonner, about 10 KB gzip) stays out of the first load: it is fetched and mounted
 * when lib/toast.ts says it is wanted — a contact button is hovered, focused or touched, a contact
 * form is on screen, the admin opened, or a toast came first. Rendered by the root Layout, so it outlives the switch between the site and
 * the admin screens (the logout toast shows on the site). Held in state (`useOnDemand`), not
 * behind Suspense, which reveals its content on a timer (see lib/lazy.ts).
 */
export function ToasterGate() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  const Toaster = useOnDemand(toaster, wanted)?.Toaster;
  return Toaster ? <Toaster /> : null;
}
