import {
  Component,
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { contactCopy } from "~/content/contact";
import { sendWasInterrupted } from "~/lib/contact-draft";
import { afterNextFrame, lazyComponent, onDemand, whenIdle } from "~/lib/lazy";
import { sendEvent } from "~/lib/page-views";
import { loadToaster, toast } from "~/lib/toast";

export type ContactModalOptions = {
  /** Attached to the submission (a service, a feature trial, a channel, a consultation). */
  service?: string;
  title?: string;
  description?: string;
};

/** The <template> whose data-urls name a send's code, put in every page's head by the server (contact-code-prefetch.tsx). */
export const CONTACT_CODE_TEMPLATE_ID = "contact-code";

/**
 * Once the page is idle: the browser fetches the send's code at its lowest priority, and once
 * those files are in, the next idle moment runs them (the dialog, the form, the toaster), so a
 * first tap only renders: no download and no script to parse at that moment (issue #28).
 */
function prefetchContactCode() {
  const template = document.getElementById(CONTACT_CODE_TEMPLATE_ID);
  const urls = template?.dataset.urls?.split(" ").filter(Boolean) ?? [];
  if (!template || template.dataset.used) return;
  template.dataset.used = "true";
  const fetched = urls.map(
    (href) =>
      new Promise<void>((settle) => {
        const link = Object.assign(document.createElement("link"), { rel: "prefetch", href, crossOrigin: "anonymous" });
        link.onload = link.onerror = () => settle();
        document.head.append(link);
      }),
  );
  void Promise.all(fetched).then(() => runInSteps([schemaCode.load, runContactCode, showIntent]));
}

// The form's schema (Zod, the send's largest library) runs in one idle moment, the dialog and the
// form in the next, and the home page's section form hydrates in a third: shorter tasks instead of
// one long one, and none of them left for the moment a finger touches a button (its touchstart
// runs just before its click).
const schemaCode = onDemand(() => import("~/lib/contact-schema"));
function runInSteps([step, ...rest]: (() => unknown)[]) {
  if (!step) return;
  whenIdle(() => {
    // A step that fails (offline) stops the chain; opening the modal tries again and says so.
    void Promise.resolve(step()).then(
      () => runInSteps(rest),
      () => {},
    );
  });
}

/** The drafts' full code, fetched only on the rare page that finds a send cut off. */
const draftCode = onDemand(() => import("~/lib/contact-draft"));

/** The modal's form: its draft and its key are kept under this name (contact-draft.ts). */
export const CONTACT_MODAL_FORM_ID = "contact-modal-form";

type ContactModalApi = { open: (options?: ContactModalOptions) => void; close: () => void };

const ContactModalContext = createContext<ContactModalApi | null>(null);

export function useContactModal(): ContactModalApi {
  const api = useContext(ContactModalContext);
  if (!api) throw new Error("useContactModal must be used inside <ContactModalProvider>");
  return api;
}

// The dialog, the form, Zod and Conform stay out of every page's first load: each page prefetches
// their files once it has loaded (contact-code-prefetch.tsx), triggers run them (and the toaster
// that shows the answer) on hover, focus or touch (`preloadContactDialog`), and opening waits for
// them if needed.
const loadDialog = () => import("./contact-dialog");
let ContactDialog = lazyComponent(loadDialog);
let showIntent: () => void = () => {};
/**
 * Resolves once a visitor heads for the modal, or once the send's code has run at idle. The
 * form's code is there or on its way then, so the home page's section form hydrates with it
 * (deferred-contact-form.tsx): React holds back router updates, such as the modal's own
 * submission, while that section is still server HTML.
 */
export const contactIntent = new Promise<void>((resolve) => {
  showIntent = resolve;
});
/** Runs the send's code ahead of need (idle, or a visitor's intent); a failure is met again, and shown, on opening (DialogLoadBoundary). */
function runContactCode() {
  loadToaster();
  return ContactDialog.preload();
}
export function preloadContactDialog() {
  runContactCode();
  showIntent();
}

/**
 * The dialog's code could not be fetched (no network and nothing prefetched yet): the visitor is
 * told, the page stays, and the next open tries again with a fresh lazy component.
 */
class DialogLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    // onDemand keeps a failed fetch: the next open starts a fresh one.
    ContactDialog = lazyComponent(loadDialog);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** One contact dialog per page; every "Book a Free call" style button opens it (spec §4). */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; used: boolean; options: ContactModalOptions }>({
    open: false,
    used: false,
    options: {},
  });
  // Any button on the page opens the modal: remember which, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((options: ContactModalOptions = {}) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preloadContactDialog();
    setState({ open: true, used: true, options });
    // Insights' funnel: visitors → opened the form → sent → qualified. Counted after the frame
    // that shows the modal: a beacon is not worth a slower tap.
    afterNextFrame(() => sendEvent("contact_open"));
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  const openChange = useCallback(
    (next: boolean) => (next ? setState((s) => ({ ...s, open: true })) : close()),
    [close],
  );
  const giveFocusBack = useCallback(() => opener.current?.focus(), []);

  // Once the send's code has run (at idle, or on a visitor's intent), the dialog is rendered,
  // hidden, so that a tap only shows it (issue #28). A transition: React renders it in slices.
  useEffect(() => {
    let live = true;
    void contactIntent.then(() => live && startTransition(() => setState((s) => (s.used ? s : { ...s, used: true }))));
    return () => {
      live = false;
    };
  }, []);
  // A send cut off by the page going away (a reload after a deploy removed the page's code): the
  // message was kept in this tab, so the modal opens again with it and says what happened.
  useEffect(() => whenIdle(prefetchContactCode), []);
  useEffect(() => {
    if (!sendWasInterrupted()) return;
    void draftCode.load().then(({ takeInterruptedSend }) => {
      const formId = takeInterruptedSend();
      if (!formId) return;
      if (formId === CONTACT_MODAL_FORM_ID) open();
      toast({
        title: contactCopy.toast.errorTitle,
        description: contactCopy.toast.interrupted,
        variant: "destructive",
      });
    });
  }, [open]);
  // A visitor who asked for the form is told it could not load; one who did not is not bothered.
  // (The boundary reads its onError when it catches, so this sees the state of that moment.)
  const dialogFailed = () => {
    const asked = state.open;
    setState((s) => ({ ...s, open: false, used: false }));
    if (!asked) return;
    toast({
      title: contactCopy.toast.errorTitle,
      description: contactCopy.toast.formUnavailable,
      variant: "destructive",
    });
  };

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      {state.used ? (
        <DialogLoadBoundary onError={dialogFailed}>
          <Suspense fallback={null}>
            <ContactDialog
              open={state.open}
              options={state.options}
              onOpenChange={openChange}
              onClosed={giveFocusBack}
              onSent={close}
            />
          </Suspense>
        </DialogLoadBoundary>
      ) : null}
    </ContactModalContext.Provider>
  );
}
