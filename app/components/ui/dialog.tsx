import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
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
  center:
    "left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8",
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
      <D.Overlay
        data-dialog-overlay=""
        className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm data-[state=open]:animate-fade-in"
      />
      <D.Content
        className={cn("fixed z-50 bg-white shadow-2xl outline-none", placements[placement], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
        onInteractOutside={(event) => {
          // A toast over the open dialog (the contact form's error) is not "outside": closing or
          // swiping it leaves the dialog open.
          if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
          props.onInteractOutside?.(event);
        }}
      >
        <div className="mb-4 pr-10">
          <D.Title className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{title}</D.Title>
          {description ? <D.Description className="mt-2 text-sm text-slate-600">{description}</D.Description> : null}
        </div>
        {children}
        <ToastBranch />
        <D.Close
          aria-label={closeLabel}
          className={cn(
            "inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink",
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
