import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { lazyComponent } from "~/lib/lazy";
import { loadToaster } from "~/lib/toast";

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

// The dialog, the form, Zod and Conform stay out of every page's first load: triggers fetch them
// (and the toaster that shows the answer) on hover, focus or touch (`preloadContactDialog`), and
// opening waits for them if needed.
const ContactDialog = lazyComponent(() => import("./contact-dialog"));
let showIntent = () => {};
/**
 * Resolves once a visitor heads for the modal. The form's code is on its way then, so the home
 * page's section form hydrates with it (deferred-contact-form.tsx): React holds back router
 * updates, such as the modal's own submission, while that section is still server HTML.
 */
export const contactIntent = new Promise<void>((resolve) => {
  showIntent = resolve;
});
export function preloadContactDialog() {
  ContactDialog.preload();
  loadToaster();
  showIntent();
}

/** One contact dialog per page; every "Book a Free call" style button opens it (spec §4). */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; used: boolean; options: ContactModalOptions }>({
    open: false,
    used: false,
    options: {},
  });
  // The modal has no Radix Trigger, so Radix cannot return focus on close: remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((options: ContactModalOptions = {}) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preloadContactDialog();
    setState({ open: true, used: true, options });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      {state.used ? (
        <Suspense fallback={null}>
          <ContactDialog
            open={state.open}
            options={state.options}
            onOpenChange={(o) => (o ? setState((s) => ({ ...s, open: true })) : close())}
            onClosed={() => opener.current?.focus()}
            onSent={close}
          />
        </Suspense>
      ) : null}
    </ContactModalContext.Provider>
  );
}
