import { LazyDialog } from "~/components/ui/lazy-dialog";
import { type CaseStudyDetail, caseStudyOverlayLabels as labels } from "~/content/case-studies";
import { caseStudyStoryClosing as closing } from "~/content/closing";
import { cn } from "~/lib/cn";
import { ClosingCta } from "../product/closing-cta";
import { Challenges, ClosingQuote, ImpactMetrics, InterventionCard, StoryIntro } from "./case-study-story";
import { InterventionsCarousel } from "./interventions-carousel";
import { nojsOnly } from "./nojs-only";

// Centres the story in a readable column while the overlay itself fills the screen, and gives
// the dialog's title block (its first child) the weight of a page heading.
const column = "px-[max(1.5rem,calc((100%-72rem)/2))] sm:px-[max(2.5rem,calc((100%-72rem)/2))]";
const titleBlock =
  "[&>div:first-child>h2]:text-title [&>div:first-child>h2]:font-extrabold [&>div:first-child>p]:text-base sm:[&>div:first-child>p]:text-lg";

// Below 1024 px the story's column reaches the screen's edges, where the fixed close button sits:
// a sticky frosted bar (the content's ::before) gives the button a lane of its own, so text
// scrolls under the bar instead of under the button. The bar takes the place of the top padding
// rather than sitting in it: a sticky box is held inside its parent's content box, so one pulled
// into the padding by a negative margin was pushed back down over the title's first line.
const closeLane =
  "before:sticky before:top-0 before:z-[5] before:-mx-6 before:block before:h-16 before:bg-slate-50/90 before:backdrop-blur before:content-[''] sm:before:-mx-10 sm:before:h-20 lg:before:hidden";

type OverlayProps = {
  detail: CaseStudyDetail;
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The story ends with a next step: the contact modal, opened over the story. */
function StoryClosing() {
  return (
    <ClosingCta
      variant="card"
      heading={closing.heading}
      text={closing.text}
      contact={{ label: closing.cta, service: closing.service }}
    />
  );
}

/** The full-screen story of the first case study: challenges, interventions, metrics, quote. */
export function CaseStudyOverlay({ detail, open, onClose, onCloseAutoFocus }: OverlayProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      placement="full"
      title={detail.title}
      description={detail.subtitle}
      closeLabel={labels.close}
      className={cn(column, titleBlock, closeLane, "bg-slate-50 pt-0 pb-16 lg:pt-20")}
      // Focus the dialog itself, not the first button: a focused carousel would never advance.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <StoryIntro detail={detail} />
      <Challenges detail={detail} />
      <InterventionsCarousel interventions={detail.interventions} />
      <ImpactMetrics detail={detail} />
      <ClosingQuote detail={detail} />
      <StoryClosing />
    </LazyDialog>
  );
}

/** Without JavaScript the same story is a section below the cards, with every intervention listed. */
export function CaseStudyFallback({ id, detail }: { id: string; detail: CaseStudyDetail }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(nojsOnly, "mt-20 rounded-3xl bg-slate-50 p-6 sm:p-10")}
    >
      <h2 id={`${id}-heading`} className="text-heading font-extrabold text-ink">
        {detail.title}
      </h2>
      <p className="mt-3 mb-5 text-lg text-slate-600">{detail.subtitle}</p>
      <StoryIntro detail={detail} />
      <Challenges detail={detail} />
      <h3 className="mt-12 text-2xl font-bold tracking-tight text-ink">{labels.interventionsHeading}</h3>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {detail.interventions.map((intervention, i) => (
          <li key={intervention.title}>
            <InterventionCard intervention={intervention} step={i + 1} />
          </li>
        ))}
      </ol>
      <ImpactMetrics detail={detail} />
      <ClosingQuote detail={detail} />
      <StoryClosing />
    </section>
  );
}
