/**
 * How a modal dialog looks, shared by the Radix dialog (dialog.tsx) and the contact modal's
 * ready dialog (ready-dialog.tsx), so the two read as one component.
 */
export const dialogLook = {
  overlay: "fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm data-[state=open]:animate-fade-in",
  content: "fixed z-50 bg-white shadow-2xl outline-none",
  /** A modal card in the middle of the screen. */
  center:
    "left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8",
  header: "mb-4",
  /** Clear of the close button; the description below runs the dialog's full width (on a phone it
   * wrapped at 280 px into five lines beside an empty column — review 58). */
  title: "pr-10 text-xl font-bold tracking-tight text-ink sm:text-2xl",
  description: "mt-2 text-sm text-slate-600",
  close:
    "inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink",
} as const;
