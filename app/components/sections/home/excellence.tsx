import { excellence, operate } from "~/content/home";
import { GradientText } from "../gradient-text";
import { ProximityText } from "../proximity-text";
import { SectionHeading } from "../section";
import { CountryStrip } from "./country-strip";
import { MarketplaceStrip } from "./marketplace-strip";

/** 'Redefining Excellence' with the marketplace strip, then 'Where We Operate' with the country strip. */
export function Excellence() {
  return (
    <>
      <section aria-labelledby="excellence-heading" className="relative bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="excellence-heading"
            title={<ProximityText text={excellence.title} />}
            subtitle={excellence.subtitle}
          />
          <p className="mx-auto -mt-6 mb-10 max-w-3xl text-center text-pretty text-slate-600">{excellence.paragraph}</p>
          <MarketplaceStrip />
        </div>
      </section>
      <section aria-labelledby="operate-heading" className="relative overflow-hidden bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id="operate-heading" className="text-heading font-extrabold text-balance text-ink">
              {operate.titleLead} <GradientText className="block pb-1">{operate.titleRest}</GradientText>
            </h2>
            <p className="mt-4 text-lg text-pretty text-slate-600">{operate.paragraph}</p>
          </div>
          <CountryStrip />
        </div>
      </section>
    </>
  );
}
