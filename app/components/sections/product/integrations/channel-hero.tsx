import type { ReactNode } from "react";
import type { IntegrationPage } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { Particles } from "../../particles";
import { ChannelButtons, ChannelTextLinks } from "./channel-actions";

/**
 * The hero's two buttons: under 480 px both full width, one over the other with a 12 px gap (as
 * the closing band stacks them), so a pair never wraps raggedly; side by side from 480 px.
 */
const buttonRowClass =
  "flex flex-col items-stretch gap-3 min-[480px]:flex-row min-[480px]:flex-wrap min-[480px]:items-center";

const titleBase = "text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-5xl";
const titleClass = `${titleBase} xl:text-[3.5rem]`;
/** A page with `heroWide`: a step smaller from 1280 px, so its long title keeps to three lines. */
const titleWideClass = `${titleBase} xl:text-[3.25rem]`;

/**
 * The top of every channel page and the target of the header's Integrations entries: it carries
 * `data-integration-name`, which the header scrolls into view (centred) 300 ms after navigating.
 * Its picture is the channel's own Vantora Hub screen.
 */
export function ChannelHero({
  page,
  visual,
  layout = "split",
  aside,
}: {
  page: IntegrationPage;
  visual: ReactNode;
  /**
   * "split": words beside the picture (Amazon and the card-shaped pages); "stacked": the words in
   * one column over a full-width picture (the metrics-shaped pages: Walmart, eBay, Shopify, whose
   * screen is a wide table or log).
   */
  layout?: "split" | "stacked";
  /** "stacked" only: from 1024 px, beside the words (the channel's connection card). */
  aside?: ReactNode;
}) {
  const stacked = layout === "stacked";
  return (
    <section
      data-integration-name={page.integrationName}
      aria-labelledby="channel-hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 pb-12 sm:pt-36 sm:pb-20"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/3 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      {/* Spec §9: integration pages use 30 or 40 particles per section. */}
      <Particles count={30} seed={page.slug.length} clear="wide" className="-z-10" />
      {stacked ? (
        <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {/* One column of words, as on the split heroes: the headline may run wider (fewer lines),
              the lede, buttons and links keep to 560 px; from 1024 px the aside (the channel's
              connection) stands beside them; the wide screen follows underneath. */}
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-center lg:gap-12 xl:grid-cols-[minmax(0,1fr)_26rem] xl:gap-16">
            <div>
              <p className="mb-3 text-sm font-semibold text-brand-700 sm:mb-4">{page.hero.kicker}</p>
              <h1 id="channel-hero-heading" className={`max-w-3xl ${titleClass}`}>
                {page.hero.title}
              </h1>
              <div className="max-w-[35rem]">
                <p className="mt-6 text-lg text-pretty text-slate-600 lg:text-lead">{page.hero.subtitle}</p>
                <div data-hero-buttons="" className={`mt-8 ${buttonRowClass}`}>
                  <ChannelButtons page={page} />
                </div>
                <ChannelTextLinks page={page} />
              </div>
            </div>
            {aside ? <div className="hidden lg:block">{aside}</div> : null}
          </div>
          <div className="mt-10 sm:mt-14">{visual}</div>
        </div>
      ) : (
        <div
          className={cn(
            "relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:px-8",
            page.heroWide ? "xl:grid-cols-[minmax(0,38rem)_minmax(0,1fr)] xl:gap-12" : "xl:gap-16",
          )}
        >
          <div>
            <p className="mb-3 text-sm font-semibold text-brand-700 sm:mb-4">{page.hero.kicker}</p>
            <h1 id="channel-hero-heading" className={page.heroWide ? titleWideClass : titleClass}>
              {page.hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 lg:text-lead">{page.hero.subtitle}</p>
            <div data-hero-buttons="" className={`mt-8 ${buttonRowClass}`}>
              <ChannelButtons page={page} />
            </div>
            <ChannelTextLinks page={page} />
          </div>
          {visual}
        </div>
      )}
    </section>
  );
}
