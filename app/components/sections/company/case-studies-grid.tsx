import type { CaseStudy } from "~/content/case-studies";
import { Section } from "../section";
import { CaseStudyCard } from "./case-study-card";
import { CaseStudyFallback, CaseStudyOverlay } from "./case-study-overlay";
import { CaseStudyPullQuote } from "./case-study-quote";
import { useHashDialog } from "./use-hash-dialog";

// The overlay's id is also the hash that opens it and the id of its no-JavaScript section.
const detailId = "ecommerce-growth-detail";
const overlayIds = [detailId] as const;
const triggerId = "case-study-trigger";

/**
 * The four case studies: the first (the one with a detail) wide, opening the full-screen story,
 * its client's words under it.
 */
export function CaseStudiesGrid({ studies }: { studies: readonly CaseStudy[] }) {
  const { openId, open, close, focusOnClose } = useHashDialog(overlayIds);
  const featured = studies.find((study) => study.hasDetail);
  return (
    <Section className="pt-4 sm:pt-6">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <li key={study.id} className={study.hasDetail ? "md:col-span-2 lg:col-span-3" : undefined}>
            {study.hasDetail ? (
              <>
                <CaseStudyCard
                  study={study}
                  detailHref={`#${detailId}`}
                  triggerId={triggerId}
                  onOpen={() => open(detailId)}
                />
                <CaseStudyPullQuote
                  quote={study.detail.quote}
                  size="page"
                  className="mt-6 max-w-4xl sm:mt-10 lg:ml-10"
                />
              </>
            ) : (
              <CaseStudyCard study={study} />
            )}
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
