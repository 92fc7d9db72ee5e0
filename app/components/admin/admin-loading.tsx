/** Kept apart from copy.ts: the public pages load this line, not the admin's copy. */
export const LOADING_ADMIN = "Loading the admin panel…";

export function AdminLoading({ label = LOADING_ADMIN }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center bg-slate-50 text-sm font-medium text-slate-600"
    >
      <span
        className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden
      />
      {label}
    </div>
  );
}
