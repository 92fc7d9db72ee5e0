import { type Award, awards, awardsCarouselCopy } from "~/content/awards";
import { AutoScrollStrip, type StripStep } from "./auto-scroll-strip";
import { AwardBadge } from "./award-badge";

/** Spec §9: awards carousel arrow step. */
export const AWARDS_STEP: StripStep = { below768: 150, from768: 200 };

function AwardCard({ award }: { award: Award }) {
  return (
    <article className="flex h-full w-72 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <AwardBadge badge={award.badge} />
      <div className="min-w-0">
        <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {award.year}
        </p>
        <h3 className="mt-2 text-base leading-snug font-bold text-balance text-ink">{award.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{award.organization}</p>
      </div>
    </article>
  );
}

/**
 * The looping awards carousel (spec §2 and §4). It renders no section or heading, so the
 * home page and the About page can each frame it in their own section.
 */
export function AwardsCarousel({ className }: { className?: string }) {
  return (
    <AutoScrollStrip
      items={awards}
      getKey={(award) => award.id}
      renderItem={(award) => <AwardCard award={award} />}
      step={AWARDS_STEP}
      label={awardsCarouselCopy.label}
      previousLabel={awardsCarouselCopy.previous}
      nextLabel={awardsCarouselCopy.next}
      className={className}
      listClassName="gap-5 pr-5"
    />
  );
}
