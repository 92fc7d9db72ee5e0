import { contactCopy } from "~/content/contact";
import { Dialog, DialogContent } from "../ui/dialog";
import { ContactForm } from "./contact-form";
import type { ContactModalOptions } from "./contact-modal";

type Props = {
  open: boolean;
  options: ContactModalOptions;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  onSent: () => void;
};

/** The contact modal's dialog and form: its own chunk, fetched when a visitor shows intent. */
export default function ContactDialog({ open, options, onOpenChange, onClosed, onSent }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={options.title ?? contactCopy.modalTitle}
        description={options.description ?? contactCopy.modalDescription}
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <ContactForm id="contact-modal-form" service={options.service} onSuccess={onSent} />
      </DialogContent>
    </Dialog>
  );
}
