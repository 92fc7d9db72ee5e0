import type { ComponentProps } from "react";
import { Dialog, DialogContent } from "./dialog";

export type DialogPanelProps = { open: boolean; onOpenChange: (open: boolean) => void } & ComponentProps<
  typeof DialogContent
>;

/** A controlled dialog in one piece: the chunk `LazyDialog` loads on first opening. */
export default function DialogPanel({ open, onOpenChange, ...content }: DialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content} />
    </Dialog>
  );
}
