import { CircleAlert, X } from "lucide-react";
import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner, toast as sonner } from "sonner";
import { connectToaster, type ToastInput } from "~/lib/toast";
import { setToastRegion } from "./toaster-region";

/**
 * Spec §9: one toast at a time, shown 5,000 ms, F8 moves focus to it (over an open modal too:
 * toaster-branch.tsx), a swipe to the right dismisses it. Sonner's swipe threshold is a fixed 45 px (or a quick flick), not the spec's 50 px:
 * every 50 px swipe dismisses, as the spec asks (docs/decisions/0010-toasts-with-sonner.md).
 */
const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
const TOAST_HOTKEY = ["F8"];

// Sonner's own stylesheet (injected as a <style>; the CSP allows inline styles) positions, stacks,
// animates and swipes the toasts, and turns motion off for prefers-reduced-motion; `unstyled`
// leaves their look to these classes. Its rules are unlayered, so they win over Tailwind's where
// both set a property (position, opacity, transform, transition, outline): these set none of
// those, and app.css gives a focused toast the site's focus ring.
const classNames = {
  toast: "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
  default: "border-slate-200 bg-white text-ink",
  // Spec §9's destructive toast: the same pale red as the form's own error line (one error
  // palette), with a red mark and a 4 px red edge, so it reads as an error without shouting.
  error: "border-red-300 border-l-4 border-l-red-600 bg-red-50 text-red-900 [&_[data-icon]]:text-red-600",
  icon: "mt-0.5 shrink-0",
  content: "grid min-w-0 gap-1",
  title: "text-sm font-semibold",
  description: "text-sm opacity-90",
  closeButton: "absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100",
};

// The page's font (sonner sets a system font on its list) and the old toaster's width.
const style = { fontFamily: "inherit", "--width": "388px" } as CSSProperties;

/** A new toast replaces the one showing, so a screen reader meets one at a time too. */
function draw({ title, description, variant }: ToastInput) {
  sonner.dismiss();
  if (variant === "destructive") sonner.error(title, { description });
  else sonner(title, { description });
}

/**
 * Escape closes the newest layer first: a toast showing over the contact modal (its error) goes,
 * the modal stays. Listening on the window in the capture phase runs before Radix's own Escape
 * listener on the document.
 */
function dismissOnEscape(event: KeyboardEvent) {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  if (!document.querySelector('[data-sonner-toast]:not([data-removed="true"])')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  sonner.dismiss();
}

export function Toaster() {
  // After sonner's own effect has subscribed (children's effects run first).
  useEffect(() => connectToaster(draw), []);
  useEffect(() => {
    window.addEventListener("keydown", dismissOnEscape, { capture: true });
    return () => window.removeEventListener("keydown", dismissOnEscape, { capture: true });
  }, []);
  return (
    <Sonner
      ref={setToastRegion}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION}
      hotkey={TOAST_HOTKEY}
      swipeDirections={["right"]}
      position="bottom-right"
      // Clear of the scroll-to-top button in the same corner (40 px at 12 px on a phone, 48 px at
      // 20 px from 768 px): a toast never covers it.
      offset={{ right: 16, bottom: 80 }}
      mobileOffset={{ right: 16, bottom: 64, left: 16 }}
      customAriaLabel="Notifications (F8)"
      closeButton
      icons={{ error: <CircleAlert className="h-5 w-5" aria-hidden />, close: <X className="h-4 w-4" aria-hidden /> }}
      style={style}
      toastOptions={{ unstyled: true, classNames, closeButtonAriaLabel: "Close notification" }}
    />
  );
}
