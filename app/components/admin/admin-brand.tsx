import { adminCopy } from "~/content/admin";

/** The wordmark of the admin screens (not a link: the admin has no route to return to). */
export function AdminBrand({ inverse = false }: { inverse?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-extrabold tracking-tight ${inverse ? "text-white" : "text-ink"}`}
    >
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-sm text-white">
        V
      </span>
      {adminCopy.brand}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${inverse ? "bg-white/15 text-white" : "bg-brand-50 text-brand-700"}`}
      >
        {adminCopy.brandSuffix}
      </span>
    </span>
  );
}
