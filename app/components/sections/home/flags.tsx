import type { countries } from "~/content/home";
import { cn } from "~/lib/cn";

export type CountryCode = (typeof countries)[number]["code"];

/**
 * A country's flag (3:2), decorative: the country name is always written next to it. Served as an
 * image by /flags/<code>.svg, so the strip's three copies share one cached file per flag.
 */
export function Flag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <img
      src={`/flags/${code}.svg`}
      alt=""
      width={30}
      height={20}
      loading="lazy"
      decoding="async"
      className={cn("inline-block object-cover", className)}
    />
  );
}
