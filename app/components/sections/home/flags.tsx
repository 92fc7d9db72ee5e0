import { AE, AU, BR, CA, DE, ES, FR, GB, IN, IT, JP, MX, NL, SA, SG, US } from "country-flag-icons/string/3x2";
import type { countries } from "~/content/home";
import { cn } from "~/lib/cn";

export type CountryCode = (typeof countries)[number]["code"];

// Only the sixteen flags the strip shows (the package's string exports tree-shake).
const svgs = { AE, AU, BR, CA, DE, ES, FR, GB, IN, IT, JP, MX, NL, SA, SG, US } satisfies Record<CountryCode, string>;

/**
 * A country's flag (3:2), decorative: the country name is always written next to it. The SVG
 * (trusted markup from country-flag-icons) is set as inner HTML: the strip shows every flag
 * three times, and React then hydrates one element per flag instead of a dozen.
 */
export function Flag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("inline-block overflow-hidden [&>svg]:block [&>svg]:h-full [&>svg]:w-full", className)}
      dangerouslySetInnerHTML={{ __html: svgs[code] }}
    />
  );
}
