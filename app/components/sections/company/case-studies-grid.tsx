import { type CaseStudy, caseStudiesMore } from "~/content/case-studies";
import { Section } from "../section";
import { CaseStudyCard } from "./case-study-card";
import { CaseStudyFallback, CaseStudyOverlay } from "./case-study-overlay";
import { useHashDialog } from "./use-hash-dialog";

// The overlay's id is also the hash that opens it and the id of its no-JavaScript section.
const detailId = "ecommerce-growth-detail";
const overlayIds = [detailId] as const;
const triggerId = "case-study-trigger";

/**
 * The four case studies: the featured one (the one with a detail) wide, opening the full-screen
 * story, its client's words closing its card; then, under their own heading (review 64: nothing told the
 * reader where the featured story ended), the three other results.
 */
export function CaseStudiesGrid({ studies }: { studies: readonly CaseStudy[] }) {
  const { openId, open, close, focusOnClose } = useHashDialog(overlayIds);
  const featured = studies.find((study) => study.hasDetail);
  const others = studies.filter((study) => !study.hasDetail);
  return (
    <Section className="pt-4 sm:pt-6">
      {featured?.hasDetail ? (
        <CaseStudyCard
          study={featured}
          detailHref={`#${detailId}`}
          triggerId={triggerId}
          onOpen={() => open(detailId)}
        />
      ) : null}
      {/* The section's own heading tier (review 67: at 24 px it was smaller than the card title above it). */}
      <div className="mt-14 mb-6 sm:mt-20 sm:mb-10">
        <h2 id="more-results" className="text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-[2rem]">
          {caseStudiesMore.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-pretty text-slate-600 sm:text-lg">{caseStudiesMore.subtitle}</p>
      </div>
      <ul aria-labelledby="more-results" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {others.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
      {featured?.hasDetail ? (
        <>
          <CaseStudyOverlay
            detail={featured.detail}
            open={openId === detailId}
            onClose={close}
            onCloseAutoFocus={focusOnClose(triggerId)}
          />
          <CaseStudyFallback id={detailId} detail={featured.detail} />
        </>
      ) : null}
    </Section>
  );
}
