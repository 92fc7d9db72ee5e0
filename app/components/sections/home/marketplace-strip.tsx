import { BrandMark } from "~/components/ui/brand-icon";
import { type Marketplace, marketplaceStrip, marketplaces } from "~/content/home";
import { AutoScrollStrip, type StripStep } from "../auto-scroll-strip";

/**
 * On a phone the strips run edge to edge (the section's 16 px gutter given back) with a 24 px
 * fade at each side; from 640 px they sit in the column with the wider fade of app.css.
 */
export const PHONE_FULL_BLEED = "-mx-4 [--strip-fade:1.5rem] sm:mx-0 md:[--strip-fade:2.5rem]";

/** Spec §9: marketplace strip arrow step. */
export const MARKETPLACE_STEP: StripStep = { below768: 150, from768: 200 };

function MarketplaceLogo({ marketplace }: { marketplace: Marketplace }) {
  return (
    // A 40 px pill on a phone (three or four in view), the 64 px tile from 640 px.
    <div className="flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 shadow-sm sm:h-16 sm:gap-3 sm:rounded-2xl sm:px-5">
      <BrandMark slug={marketplace.mark} className="h-5 w-auto sm:h-7" />
      <span className="text-sm font-semibold whitespace-nowrap text-slate-800 sm:text-base">{marketplace.name}</span>
    </div>
  );
}

/** The marketplaces Vantora sells on, looping sideways. */
export function MarketplaceStrip() {
  return (
    <AutoScrollStrip
      items={marketplaces}
      getKey={(m) => m.name}
      renderItem={(m) => <MarketplaceLogo marketplace={m} />}
      step={MARKETPLACE_STEP}
      label={marketplaceStrip.label}
      previousLabel={marketplaceStrip.previous}
      nextLabel={marketplaceStrip.next}
      className={PHONE_FULL_BLEED}
      listClassName="gap-2.5 pr-2.5 sm:gap-4 sm:pr-4"
    />
  );
}
