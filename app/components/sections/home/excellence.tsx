import { StaticHtml } from "~/components/ui/static-html";
import { excellence, operate } from "~/content/home";
import { lazyComponent } from "~/lib/lazy";
import { GradientText } from "../gradient-text";
import { ProximityText } from "../proximity-text";
import { CountryStrip } from "./country-strip";
import { MarketplaceStrip } from "./marketplace-strip";
import { RegionBar } from "./region-bar";

// The weekly-plan window: static HTML once the page is in the browser (see StaticHtml).
const OneRoof = lazyComponent(() => import("./one-roof").then((m) => ({ default: m.OneRoof })));

/** 'Redefining Excellence' with the marketplace strip, then 'Where We Operate' with the country strip. */
export function Excellence() {
  return (
    <>
      {/* From 640 px, 96 px under the counter tiles, as between the other sections. */}
      <section aria-labelledby="excellence-heading" className="relative bg-white py-12 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {/* Words beside the weekly plan from 1024 px; below, the plan follows the words. */}
          <div className="mb-8 grid items-center gap-8 sm:mb-12 sm:gap-10 lg:mb-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
            {/* Heading, subtitle and body share one 560 px measure from 1024 px. */}
            <div className="text-center lg:max-w-[35rem] lg:text-left">
              <h2 id="excellence-heading" className="text-heading font-extrabold text-balance text-ink">
                <ProximityText text={excellence.title} />
              </h2>
              <p className="mt-4 text-lead text-pretty text-slate-700">{excellence.subtitle}</p>
              <p className="mx-auto mt-4 max-w-2xl text-pretty text-slate-600 lg:mx-0">{excellence.paragraph}</p>
            </div>
            {/* From 640 px (min-w-0: its one-line rows never widen the column). On a phone the words
                say it, and the page keeps to its 7,000 px (issue #13) with the proof band below. */}
            <StaticHtml id="home-one-roof" className="min-w-0 max-sm:hidden">
              <OneRoof plan={excellence.plan} />
            </StaticHtml>
          </div>
          <MarketplaceStrip />
        </div>
      </section>
      <section aria-labelledby="operate-heading" className="relative overflow-hidden bg-slate-50 py-12 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-8 max-w-3xl text-center sm:mb-10">
            <h2 id="operate-heading" className="text-heading font-extrabold text-balance text-ink">
              {operate.titleLead} <GradientText className="block pb-1">{operate.titleRest}</GradientText>
            </h2>
            <p className="mt-4 text-base text-pretty text-slate-600 sm:text-lg">{operate.paragraph}</p>
          </div>
          <RegionBar />
          <CountryStrip />
        </div>
      </section>
    </>
  );
}
