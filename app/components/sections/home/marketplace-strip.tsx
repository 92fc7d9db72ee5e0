import { BrandIcon, hasBrandIcon } from "~/components/ui/brand-icon";
import { type Marketplace, marketplaceStrip, marketplaces } from "~/content/home";
import { AutoScrollStrip, type StripStep } from "../auto-scroll-strip";

/** Spec §9: marketplace strip arrow step. */
export const MARKETPLACE_STEP: StripStep = { below768: 150, from768: 200 };

function MarketplaceLogo({ marketplace }: { marketplace: Marketplace }) {
  const { simpleIcon, name } = marketplace;
  return (
    <div className="flex h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
      {hasBrandIcon(simpleIcon) ? (
        <>
          <BrandIcon slug={simpleIcon} coloured className="h-7 w-7 shrink-0" />
          <span className="text-base font-semibold whitespace-nowrap text-slate-800">{name}</span>
        </>
      ) : (
        // simple-icons has no mark for this brand: a plain wordmark instead of an imitation.
        <span className="text-xl font-black tracking-tight whitespace-nowrap text-ink">{name}</span>
      )}
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
