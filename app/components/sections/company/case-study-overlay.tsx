import type { CSSProperties } from "react";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import {
  type CaseStudyDetail,
  caseStudyStoryClosing as closing,
  caseStudyOverlayLabels as labels,
} from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/router-links";
import { ClosingCta, onBrandTextLinkClass } from "../product/closing-cta";
import {
  Challenges,
  ClientCard,
  ClosingQuote,
  ImpactMetrics,
  InterventionCard,
  StoryFigures,
  StoryIntro,
} from "./case-study-story";
import { InterventionsCarousel } from "./interventions-carousel";
import { nojsOnly } from "./nojs-only";

// The story reads in a centred column while the overlay itself fills the screen. The column is a
// wrapper around our content; the dialog's own title block (its first child) gets the same
// column and the weight of a page heading.
const column = "mx-auto w-full max-w-[77rem] px-6 sm:px-10";
const titleBlock =
  "[&>div:first-child]:mx-auto [&>div:first-child]:max-w-[77rem] [&>div:first-child]:px-6 [&>div:first-child]:pt-6 sm:[&>div:first-child]:px-10 sm:[&>div:first-child]:pt-8 [&>div:first-child>h2]:text-title [&>div:first-child>h2]:font-extrabold [&>div:first-child>h2]:text-balance xl:[&>div:first-child>h2]:max-w-[calc(100%-21.5rem)] [&>div:first-child>p]:mt-4 [&>div:first-child>p]:max-w-3xl [&>div:first-child>p]:text-base sm:[&>div:first-child>p]:mt-5 sm:[&>div:first-child>p]:text-lg";

// The fixed close button gets a lane of its own at every width: a sticky bar (the content's
// ::before, the full width of the overlay) that the story scrolls under, opaque with a hairline,
// so no line of text ever passes under or beside the button. It takes the place of the top
// padding rather than sitting in it: a sticky box is held inside its parent's content box.
// The bar names the story (client and category, `--lane-label`; on a phone the client only) in
// line with the column, so it
// reads as the story's header rather than an empty strip; the text is hidden from assistive
// technology (`/ ""`), which reads the dialog's own title.
const closeLane =
  "before:sticky before:top-0 before:z-[5] before:block before:h-[4.25rem] before:truncate before:border-b before:border-slate-200 before:bg-white before:pr-20 before:pl-6 before:text-sm before:leading-[4.25rem] before:font-semibold before:text-slate-600 before:content-[var(--lane-short)_/_''] sm:before:h-[5.25rem] sm:before:px-[max(2.5rem,calc((100%-77rem)/2+2.5rem))] sm:before:leading-[5.25rem] sm:before:content-[var(--lane-label)_/_'']";

// The close button (the dialog's last child, fixed) ends at the column's right edge, where the lane's
// label and the breadcrumb line up, instead of at the window's edge (90 px further out at 1440).
const closeAtEdge = "sm:[&>button:last-child]:right-[max(2.5rem,calc((100%-77rem)/2+2.5rem))]";

type OverlayProps = {
  detail: CaseStudyDetail;
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The story ends with a next step: the contact modal, opened over the story, and beside it a quiet
 * way back to the list. In the overlay that link closes it; without JavaScript (the story is a
 * section of the page) it goes to the top of /case-studies.
 */
function StoryClosing({ onBack }: { onBack?: () => void }) {
  return (
    <ClosingCta
      variant="card"
      heading={closing.heading}
      text={closing.text}
      contact={{ label: closing.cta, service: closing.service }}
    >
      <a
        href={labels.back.href}
        onClick={(event) => {
          if (!onBack || !isPlainClick(event)) return;
          event.preventDefault();
          onBack();
        }}
        className={cn(onBrandTextLinkClass, "justify-center sm:ml-4")}
      >
        {labels.back.label}
      </a>
    </ClosingCta>
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
      className={cn(titleBlock, closeLane, closeAtEdge, "bg-slate-50 px-0 pt-0 pb-16 sm:px-0 sm:pt-0 sm:pb-16")}
      style={
        {
          "--lane-label": JSON.stringify(labels.lane(detail.client.name, detail.client.category)),
          "--lane-short": JSON.stringify(labels.lane(detail.client.name)),
        } as CSSProperties
      }
      // Focus the dialog itself, not the first button: a focused carousel would never advance.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className={cn(column, "relative")}>
        {/* Above the figures up to 1279 px; from 1280 px in the title row's right side, the title
            capped 48 px short of it (titleBlock). From 1024 px the figures keep 48 px clear of the
            lede and the card (review 58: 18–22 px read as jammed); a phone keeps its 20. The
            figures' margin collapses through this column, so the card's 48 px bottom margin puts
            its foot on the lede's. */}
        <ClientCard
          detail={detail}
          className="xl:absolute xl:right-10 xl:bottom-full xl:mt-0 xl:mb-12 xl:block xl:w-[18.5rem] xl:[&>dl]:mt-3 xl:[&>dl]:gap-3 xl:[&>dl]:border-t xl:[&>dl]:pt-3"
        />
        <StoryFigures detail={detail} className="lg:mt-12" />
        <Challenges detail={detail} />
        <InterventionsCarousel interventions={detail.interventions} />
        <ImpactMetrics detail={detail} />
        <ClosingQuote detail={detail} />
        <StoryClosing onBack={onClose} />
      </div>
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
      <StoryFigures detail={detail} />
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
