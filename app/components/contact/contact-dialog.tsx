import { Lock } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { contactCopy } from "~/content/contact";
import { ReadyDialog } from "../ui/ready-dialog";
import { ContactForm, ContactServiceContext } from "./contact-form";
import { CONTACT_MODAL_FORM_ID, type ContactModalOptions } from "./contact-modal";

type Props = {
  open: boolean;
  options: ContactModalOptions;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  onSent: () => void;
};

/** Where focus goes as the modal opens. */
function focusInside(content: HTMLElement) {
  // A touch keyboard would cover half the form at once: start on the dialog, not a field.
  if (window.matchMedia("(pointer: coarse)").matches) content.focus();
  else content.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea')?.focus();
}

/**
 * The contact modal's dialog and form: its own chunk, fetched once the page is idle (or on a
 * visitor's intent), and rendered then, hidden, so a tap only shows it (ready-dialog.tsx).
 */
export default function ContactDialog({ open, options, onOpenChange, onClosed, onSent }: Props) {
  // The same form element whichever button opens it: opening re-renders the dialog's frame and
  // the service line (ContactServiceContext), not the form.
  const form = useMemo(
    () => (
      <ContactForm
        id={CONTACT_MODAL_FORM_ID}
        onSuccess={onSent}
        stickyActions
        footnote={
          <>
            <Lock className="mr-1 inline h-3 w-3 align-[-0.125em]" aria-hidden />
            {contactCopy.privacy.text}{" "}
            <Link
              to={contactCopy.privacy.href}
              onClick={() => onOpenChange(false)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {contactCopy.privacy.linkLabel}
            </Link>
          </>
        }
      />
    ),
    [onSent, onOpenChange],
  );
  return (
    <ReadyDialog
      open={open}
      onOpenChange={onOpenChange}
      title={options.title ?? contactCopy.modalTitle}
      description={options.description ?? contactCopy.modalDescription}
      // On a phone: the whole screen, with Send kept in view at the bottom while fields scroll.
      className="max-w-xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-none max-sm:rounded-none"
      onOpened={focusInside}
      onClosed={onClosed}
    >
      <ContactServiceContext value={{ service: options.service, named: !!options.description }}>
        {form}
      </ContactServiceContext>
    </ReadyDialog>
  );
}
