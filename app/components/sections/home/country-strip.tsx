import { countries, countryStrip } from "~/content/home";
import { AutoScrollStrip, type StripStep } from "../auto-scroll-strip";
import { Flag } from "./flags";
import { PHONE_FULL_BLEED } from "./marketplace-strip";

/** Spec §9: country strip arrow step. */
export const COUNTRY_STEP: StripStep = { below768: 120, from768: 160 };

function CountryChip({ country }: { country: (typeof countries)[number] }) {
  return (
    <div className="flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3.5 pl-2.5 shadow-sm sm:h-14 sm:gap-3 sm:py-2 sm:pr-5 sm:pl-3">
      <Flag
        code={country.code}
        className="h-4 w-6 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(15_23_42/0.12)] sm:h-6 sm:w-9 sm:rounded-[3px]"
      />
      <span className="text-sm font-semibold whitespace-nowrap text-slate-800">{country.name}</span>
    </div>
  );
}

/** The sixteen countries Vantora operates in, with flags, looping sideways. */
export function CountryStrip() {
  return (
    <AutoScrollStrip
      items={countries}
      getKey={(c) => c.code}
      renderItem={(c) => <CountryChip country={c} />}
      step={COUNTRY_STEP}
      label={countryStrip.label}
      previousLabel={countryStrip.previous}
      nextLabel={countryStrip.next}
      listClassName="gap-2.5 pr-2.5 sm:gap-3 sm:pr-3"
      className={PHONE_FULL_BLEED}
    />
  );
}
