import { BrandMark } from "~/components/ui/brand-icon";
import { type Marketplace, marketplaceStrip, marketplaces } from "~/content/home";
import { AutoScrollStrip, type StripStep } from "../auto-scroll-strip";

/** Spec §9: marketplace strip arrow step. */
export const MARKETPLACE_STEP: StripStep = { below768: 150, from768: 200 };

function MarketplaceLogo({ marketplace }: { marketplace: Marketplace }) {
  return (
    <div className="flex h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
      <BrandMark slug={marketplace.mark} />
      <span className="text-base font-semibold whitespace-nowrap text-slate-800">{marketplace.name}</span>
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
    />
  );
}
