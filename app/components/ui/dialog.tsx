import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { dialogLook } from "./dialog-look";
import { ToastBranch } from "./toaster-branch";

export const Dialog = D.Root;
export const DialogClose = D.Close;

type ContentProps = ComponentProps<typeof D.Content> & {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  /** "center" for a modal card, "right" for a side drawer, "full" for a full-screen overlay. */
  placement?: "center" | "right" | "full";
};

const placements = {
  center: dialogLook.center,
  right: "inset-y-0 right-0 h-full w-[85vw] max-w-sm overflow-y-auto p-6",
  full: "inset-0 h-full w-full overflow-y-auto p-6 sm:p-10",
} as const;

/** Radix dialog content with overlay, title and close button: focus trap, Escape, focus return. */
export function DialogContent({
  title,
  description,
  closeLabel = "Close",
  placement = "center",
  className,
  children,
  ...props
}: ContentProps) {
  return (
    <D.Portal>
      <D.Overlay data-dialog-overlay="" className={dialogLook.overlay} />
      <D.Content
        className={cn(dialogLook.content, placements[placement], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
        onInteractOutside={(event) => {
          // A toast over the open dialog (the contact form's error) is not "outside": closing or
          // swiping it leaves the dialog open.
          if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
          props.onInteractOutside?.(event);
        }}
      >
        <div className={dialogLook.header}>
          <D.Title className={dialogLook.title}>{title}</D.Title>
          {description ? <D.Description className={dialogLook.description}>{description}</D.Description> : null}
        </div>
        {children}
        <ToastBranch />
        <D.Close
          aria-label={closeLabel}
          className={cn(
            dialogLook.close,
            // A full-screen story scrolls: its close button stays in view (fixed to the window,
            // clear of a desktop scrollbar), on a white disc so it reads over any band.
            placement === "full"
              ? "fixed top-3 right-4 z-10 h-11 w-11 bg-white/95 text-ink shadow-md ring-1 ring-slate-200 sm:top-5 sm:right-8"
              : "absolute top-4 right-4",
          )}
        >
          <X className="h-5 w-5" aria-hidden />
          {/* Text browsers ignore aria-label: they read this instead of a bare "(BUTTON)". */}
          <span className="sr-only">{closeLabel}</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
