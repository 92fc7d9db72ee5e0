import { countries, countryStrip } from "~/content/home";
import { AutoScrollStrip, type StripStep } from "../auto-scroll-strip";
import { Flag } from "./flags";

/** Spec §9: country strip arrow step. */
export const COUNTRY_STEP: StripStep = { below768: 120, from768: 160 };

function CountryChip({ country }: { country: (typeof countries)[number] }) {
  return (
    <div className="flex h-14 items-center gap-3 rounded-full border border-slate-200 bg-white py-2 pr-5 pl-3 shadow-sm">
      <Flag code={country.code} className="h-6 w-9 shrink-0 rounded-[3px] shadow-[0_0_0_1px_rgb(15_23_42/0.12)]" />
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
      listClassName="gap-3 pr-3"
    />
  );
}
