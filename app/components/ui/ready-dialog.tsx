import { hideOthers } from "aria-hidden";
import { X } from "lucide-react";
import { DismissableLayer, FocusGuards, FocusScope, useCallbackRef } from "radix-ui/internal";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { RemoveScroll } from "react-remove-scroll";
import { cn } from "~/lib/cn";
import { afterNextFrame } from "~/lib/lazy";
import { dialogLook } from "./dialog-look";
import { ToastBranch } from "./toaster-branch";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  className?: string;
  /** Runs once the dialog shows, with its content: put focus inside. */
  onOpened: (content: HTMLElement) => void;
  /** Runs once it is hidden again: give focus back to what opened it. */
  onClosed: () => void;
  children: ReactNode;
};

const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** The first and last elements Tab reaches inside `root`. */
function tabbableEdges(root: HTMLElement) {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(":disabled") && el.getClientRects().length > 0,
  );
  return [all[0], all.at(-1)] as const;
}

/**
 * A modal dialog that is rendered, styled and laid out before it first opens, hidden until then
 * (`visibility: hidden` keeps it out of the tab order and the accessibility tree, as `inert`
 * would, and toggling `inert` cost a second restyle), so opening it only shows it (issue #28: the contact modal within 100 ms of a tap).
 * A Radix `Dialog` cannot do this: its content exists only while open, so every opening renders,
 * styles and lays out the whole form at the moment of the tap, and its modal content hides the
 * rest of the page from the moment it mounts.
 *
 * So the parts that make it modal are Radix's own primitives, mounted only while it is open, in
 * the order Radix's dialog uses them: focus guards and a trapping focus scope (with the toasts as
 * a branch: F8, spec §9), a dismissable layer (Escape and an outside press close it, highest
 * layer first, so it also works over another Radix dialog), the scroll lock, and the rest of the
 * page hidden from assistive technology. Those two scopes and the layer are empty elements that
 * count the dialog's content as theirs (branches): they can come and go without touching it.
 */
export function ReadyDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = "Close",
  className,
  onOpened,
  onClosed,
  children,
}: Props) {
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { nodes: toastBranches, registry } = FocusScope.useFocusScopeBranchRegistry();
  const shown = useRef(false);
  const opened = useCallbackRef(onOpened);
  const closed = useCallbackRef(onClosed);

  // The page's scroll bar width, kept on <body> for app.css's scroll lock: measured while the
  // dialog waits (and on resize), never at the tap, when reading it would force a layout.
  useEffect(() => {
    const measure = () =>
      document.body.style.setProperty(
        "--page-scroll-bar-width",
        `${window.innerWidth - document.documentElement.clientWidth}px`,
      );
    measure();
    window.addEventListener("resize", measure, { passive: true });
    return () => window.removeEventListener("resize", measure);
  }, []);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    if (open) {
      shown.current = true;
      // The rest of the page is hidden from assistive technology once the frame that shows the
      // dialog is drawn, as focus moves in (below): some 40 attribute writes, each restyling its
      // element, were a tenth of a 4x-throttled tap (issue #28).
      let showOthers = () => {};
      const cancel = afterNextFrame(() => {
        showOthers = hideOthers(content);
        // A Radix dialog opened before this one (the case study's story) hid everything outside
        // it when it opened, this dialog too: it was already there, waiting. It is the top one now.
        content.removeAttribute("aria-hidden");
      });
      return () => {
        cancel();
        showOthers();
      };
    }
    if (shown.current) {
      shown.current = false;
      closed();
    }
  }, [open, closed]);

  // Tab and Shift+Tab go round inside the dialog (Radix's `loop`, which works on the scope's own
  // element; ours is empty).
  const loopTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const [first, last] = tabbableEdges(event.currentTarget);
    if (!first || !last) return;
    const active = document.activeElement;
    if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    }
  };

  const hidden = !open;
  const state = open ? "open" : "closed";
  return createPortal(
    <>
      {/* The page's own scroll is locked by app.css while the overlay is open (no stylesheet is
          injected at the tap, which restyled the whole page); RemoveScroll keeps wheel and touch
          scrolling, iOS's included, inside the dialog and the toasts. */}
      <RemoveScroll
        enabled={open}
        removeScrollBar={false}
        allowPinchZoom
        shards={[contentRef, ...toastBranches]}
        forwardProps
      >
        <div
          data-dialog-overlay="ready"
          data-state={state}
          className={cn(dialogLook.overlay, "pointer-events-auto", hidden && "invisible")}
        />
      </RemoveScroll>
      <DismissableLayer.Branch
        ref={contentRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-state={state}
        tabIndex={-1}
        onKeyDown={loopTab}
        className={cn(dialogLook.content, dialogLook.center, "pointer-events-auto", hidden && "invisible", className)}
      >
        <div className={dialogLook.header}>
          <h2 id={titleId} className={dialogLook.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={dialogLook.description}>
              {description}
            </p>
          ) : null}
        </div>
        <FocusScope.FocusScopeBranchProvider registry={registry}>
          {children}
          <ToastBranch />
        </FocusScope.FocusScopeBranchProvider>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => onOpenChange(false)}
          data-dialog-close=""
          // On a phone the sheet fills the screen and scrolls: the close button stays on screen
          // (fixed: the sheet has no transform, so the viewport places it) over a white disc.
          className={cn(
            dialogLook.close,
            "absolute top-4 right-4 max-sm:fixed max-sm:top-3 max-sm:right-3 max-sm:z-10 max-sm:bg-white/95 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-slate-200",
          )}
        >
          <X className="h-5 w-5" aria-hidden />
          {/* Text browsers ignore aria-label: they read this instead of a bare "(BUTTON)". */}
          <span className="sr-only">{closeLabel}</span>
        </button>
      </DismissableLayer.Branch>
      {open ? (
        <FocusGuards.FocusGuards>
          <FocusScope.FocusScope
            hidden
            trapped
            branches={contentRef.current ? [contentRef.current, ...toastBranches] : toastBranches}
            // Focus moves in once this scope is the active one (a scope below, such as the case
            // study's story, would otherwise take it back), and after the frame that shows the
            // dialog: focusing forces its style and layout at once, which held that frame back.
            onMountAutoFocus={(event) => {
              event.preventDefault();
              afterNextFrame(() => {
                const content = contentRef.current;
                if (content?.dataset.state === "open") opened(content);
              });
            }}
            onUnmountAutoFocus={(event) => event.preventDefault()}
          />
          <DismissableLayer.DismissableLayer
            hidden
            disableOutsidePointerEvents
            deferPointerDownOutside
            onDismiss={() => onOpenChange(false)}
            onFocusOutside={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => {
              // A right click (or Ctrl+click) outside opens a menu; it does not close the dialog.
              const { button, ctrlKey } = event.detail.originalEvent;
              if (button === 2 || (button === 0 && ctrlKey)) event.preventDefault();
            }}
            onInteractOutside={(event) => {
              // A toast over the dialog (the contact form's error) is not "outside": closing or
              // swiping it leaves the dialog open.
              if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]"))
                event.preventDefault();
            }}
          />
        </FocusGuards.FocusGuards>
      ) : null}
    </>,
    document.body,
  );
}
