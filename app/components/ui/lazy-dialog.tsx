import { onDemand, useOnDemand } from "~/lib/lazy";
import type { DialogPanelProps as Props } from "./dialog-panel";

const dialogPanel = onDemand(() => import("./dialog-panel"));

/**
 * A dialog whose code (Radix Dialog, focus trap, scroll lock: about 14 KB compressed) loads the
 * first time it opens, not with the page. Pages that show one on request (the resource dialogs,
 * the case-study story) render their content as page sections without JavaScript anyway.
 * The module is held in state (`useOnDemand`) rather than behind Suspense: a Suspense boundary
 * reveals its content on a timer, which a page whose clock is held would never see.
 */
export function LazyDialog({ open, onOpenChange, ...content }: Props) {
  const Panel = useOnDemand(dialogPanel, open)?.default;
  return Panel ? <Panel open={open} onOpenChange={onOpenChange} {...content} /> : null;
}
