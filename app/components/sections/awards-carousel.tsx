import type { ReactNode } from "react";
import { type Award, awards, awardsCarouselCopy } from "~/content/awards";
import { cn } from "~/lib/cn";
import { AutoScrollStrip, type StripStep } from "./auto-scroll-strip";
import { AwardBadge } from "./award-badge";

/** Spec §9: awards carousel arrow step. */
export const AWARDS_STEP: StripStep = { below768: 150, from768: 200 };

type Tone = "light" | "dark";

// 288 px from 640: at 1280 px and up four cards and their gaps fill the page container exactly,
// and the fifth comes in under the fade over the page margin. On a dark band the cards are glass
// panels rather than white slabs, so the fade dissolves them into the band, not into grey smears.
function AwardCard({ award, tone }: { award: Award; tone: Tone }) {
  const dark = tone === "dark";
  return (
    <article
      className={cn(
        "flex h-full w-64 flex-col rounded-2xl border p-5 sm:w-72",
        dark ? "border-white/15 bg-white/[0.07] backdrop-blur-sm" : "border-slate-200 bg-white shadow-sm",
      )}
    >
      {/* One mark for every award, in the brand's indigo: the year is what differs, so it leads. */}
      <AwardBadge award={award} className={cn("-ml-1 self-start", dark ? "text-brand-200" : "text-brand-700")} />
      <h3
        className={cn(
          "mt-3 min-h-[2lh] text-base leading-snug font-bold text-balance",
          dark ? "text-white" : "text-ink",
        )}
      >
        {award.title}
      </h3>
      <p className={cn("mt-1 text-sm", dark ? "text-slate-300" : "text-slate-600")}>{award.organization}</p>
    </article>
  );
}

/**
 * The looping awards carousel (spec §2 and §4). It renders no section: the home page and the
 * About page each frame it in their own band (an `@container`, for the bleed) and give it their
 * heading, which it sets in one row with its arrows. The strip runs out to the band's edges, its
 * first card in line with the page container.
 */
export function AwardsCarousel({ header, tone = "light" }: { header: ReactNode; tone?: Tone }) {
  return (
    <AutoScrollStrip
      items={awards}
      getKey={(award) => award.id}
      renderItem={(award) => <AwardCard award={award} tone={tone} />}
      step={AWARDS_STEP}
      label={awardsCarouselCopy.label}
      previousLabel={awardsCarouselCopy.previous}
      nextLabel={awardsCarouselCopy.next}
      className="strip-bleed"
      header={header}
      tone={tone}
      listClassName="gap-5 pr-5"
    />
  );
}
