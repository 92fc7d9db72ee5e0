import { AE, AU, BR, CA, DE, ES, FR, GB, IN, IT, JP, MX, NL, SA, SG, US } from "country-flag-icons/string/3x2";
import type { countries } from "~/content/home";

type CountryCode = (typeof countries)[number]["code"];

// The sixteen flags the home page shows, served as images (no flag markup in the JavaScript).
const svgs = { AE, AU, BR, CA, DE, ES, FR, GB, IN, IT, JP, MX, NL, SA, SG, US } satisfies Record<CountryCode, string>;

export function flagSvg(code: string): string | undefined {
  return Object.hasOwn(svgs, code) ? svgs[code as CountryCode] : undefined;
}
