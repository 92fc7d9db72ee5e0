import { type Award, awards, awardsCarouselCopy } from "~/content/awards";
import { cn } from "~/lib/cn";
import { AutoScrollStrip, type StripStep } from "./auto-scroll-strip";
import { AwardBadge } from "./award-badge";

/** Spec §9: awards carousel arrow step. */
export const AWARDS_STEP: StripStep = { below768: 150, from768: 200 };

type Tone = "light" | "dark";

// From 1024 px four cards fit the strip whole beside its arrows (at 288 px the fourth was cut).
// On a dark band the cards are glass panels rather than white slabs, so the strip's edge fade
// dissolves them into the band instead of leaving grey smears.
function AwardCard({ award, tone }: { award: Award; tone: Tone }) {
  const dark = tone === "dark";
  return (
    <article
      className={cn(
        "flex h-full w-64 flex-col rounded-2xl border p-5 sm:w-72 lg:w-60",
        dark ? "border-white/15 bg-white/[0.07] backdrop-blur-sm" : "border-slate-200 bg-white shadow-sm",
      )}
    >
      {/* Top-aligned: the year chip pinned top-left, the medal top-right, the text below at the
          card's full width, so every card lines up however long its title. */}
      <div className="flex items-start justify-between gap-3">
        <p
          className={cn(
            "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
            dark ? "bg-white/10 text-brand-100" : "bg-brand-50 text-brand-700",
          )}
        >
          {award.year}
        </p>
        <AwardBadge badge={award.badge} className="h-16 w-[3.25rem]" />
      </div>
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
 * The looping awards carousel (spec §2 and §4). It renders no section or heading, so the
 * home page and the About page can each frame it in their own section.
 */
export function AwardsCarousel({ className, tone = "light" }: { className?: string; tone?: Tone }) {
  return (
    <AutoScrollStrip
      items={awards}
      getKey={(award) => award.id}
      renderItem={(award) => <AwardCard award={award} tone={tone} />}
      step={AWARDS_STEP}
      label={awardsCarouselCopy.label}
      previousLabel={awardsCarouselCopy.previous}
      nextLabel={awardsCarouselCopy.next}
      className={className}
      tone={tone}
      listClassName="gap-5 pr-5"
    />
  );
}
