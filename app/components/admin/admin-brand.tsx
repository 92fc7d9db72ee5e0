import { adminCopy } from "~/content/admin";
import { LogoMark } from "../layout/logo-mark";

/** The wordmark of the admin screens, with the public site's mark (not a link: the admin has no route to return to). */
export function AdminBrand({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-extrabold tracking-tight ${inverse ? "text-white" : "text-ink"}`}
    >
      {/* Compact (the desk's header): on phones the mark alone, its name kept for assistive tech. */}
      <LogoMark className={compact ? "max-sm:h-7 max-sm:w-7" : undefined} />
      <span className={compact ? "max-sm:sr-only" : undefined}>{adminCopy.brand}</span>{" "}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${compact ? "max-sm:sr-only" : ""} ${inverse ? "bg-white/15 text-white" : "bg-brand-50 text-brand-700"}`}
      >
        {adminCopy.brandSuffix}
      </span>
    </span>
  );
}
