import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { contactCopy } from "~/content/contact";
import { Dialog, DialogContent } from "../ui/dialog";
import { ContactForm } from "./contact-form";

export type ContactModalOptions = {
  /** Attached to the submission (a service, a feature trial, a channel, a consultation). */
  service?: string;
  title?: string;
  description?: string;
};

type ContactModalApi = { open: (options?: ContactModalOptions) => void; close: () => void };

const ContactModalContext = createContext<ContactModalApi | null>(null);

export function useContactModal(): ContactModalApi {
  const api = useContext(ContactModalContext);
  if (!api) throw new Error("useContactModal must be used inside <ContactModalProvider>");
  return api;
}

/** One contact dialog per page; every "Book a Free call" style button opens it (spec §4). */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; options: ContactModalOptions }>({ open: false, options: {} });
  // The modal has no Radix Trigger, so Radix cannot return focus on close: remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((options: ContactModalOptions = {}) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ open: true, options });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  const { options } = state;

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      <Dialog open={state.open} onOpenChange={(o) => (o ? setState((s) => ({ ...s, open: true })) : close())}>
        <DialogContent
          title={options.title ?? contactCopy.modalTitle}
          description={options.description ?? contactCopy.modalDescription}
          className="max-w-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <ContactForm id="contact-modal-form" service={options.service} onSuccess={close} />
        </DialogContent>
      </Dialog>
    </ContactModalContext.Provider>
  );
}
