import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { type Intervention, caseStudyOverlayLabels as labels } from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { onDemand } from "~/lib/lazy";
import { useCarouselEngine, useMediaQuery, useReducedMotion } from "../motion-hooks";
import { CAROUSEL, toSlides } from "./carousel-pages";
import { InterventionCard } from "./case-study-story";

const arrowClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:border-brand-400 hover:text-brand-700";

const slidesEngine = onDemand(() => import("./slides-engine"));
const startSlidesEngine = (viewport: HTMLElement) =>
  slidesEngine.load().then((m) => m.startSlides(viewport, CAROUSEL.advanceMs));

/**
 * The five strategic interventions, three per slide, on Embla (see slides-engine.ts). It advances
 * every 4 s and wraps, but holds still while the pointer is over it, while keyboard focus is
 * inside it (so keyboard users are never moved on), while the tab is hidden and always under
 * reduced motion. Focus left on a button by a mouse click does not count: the browser does not
 * mark it :focus-visible.
 */
export function InterventionsCarousel({ interventions }: { interventions: readonly Intervention[] }) {
  const slides = toSlides(interventions);
  const count = slides.length;
  const viewport = useRef<HTMLDivElement>(null);
  const engine = useCarouselEngine(viewport, true, startSlidesEngine);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  // Below md the carousel is hidden (the stacked list shows instead): nothing to advance.
  const shown = useMediaQuery("(min-width: 48rem)");
  const paused = hovered || focused || reduced || !shown;
  const headingId = useId();

  useEffect(() => engine?.onSelect(setIndex), [engine]);
  useEffect(() => engine?.run(!paused), [engine, paused]);
  const go = (target: "previous" | "next" | number) => engine?.go(target, reduced);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="mt-12"
      data-testid="interventions-carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      // A key pressed inside means a keyboard user, even if focus came from a click.
      onKeyDown={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          {labels.interventionsHeading}
        </h3>
        {/* Phones get the five cards stacked below: nothing to page through, so no arrows or dots. */}
        <div className="hidden gap-2 md:flex">
          <button type="button" className={arrowClass} aria-label={labels.previous} onClick={() => go("previous")}>
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <button type="button" className={arrowClass} aria-label={labels.next} onClick={() => go("next")}>
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
      <ol className="mt-5 grid gap-4 md:hidden">
        {interventions.map((intervention, i) => (
          <li key={intervention.title}>
            <InterventionCard intervention={intervention} step={i + 1} />
          </li>
        ))}
      </ol>
      <div ref={viewport} className="mt-5 hidden overflow-hidden md:block" aria-live={paused ? "polite" : "off"}>
        <div className="flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} ${labels.slideOf} ${count}`}
              data-active={slideIndex === index}
              inert={slideIndex !== index}
              className="w-full min-w-0 shrink-0"
            >
              <ul className="flex flex-col gap-4 md:flex-row md:justify-center">
                {slide.map((intervention, i) => (
                  <li key={intervention.title} className="md:w-[calc((100%-2rem)/3)]">
                    <InterventionCard intervention={intervention} step={slideIndex * CAROUSEL.itemsPerSlide + i + 1} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 hidden justify-center gap-1 md:flex">
        {slides.map((_, slideIndex) => (
          <button
            key={slideIndex}
            type="button"
            aria-label={`${labels.goToSlide} ${slideIndex + 1}`}
            aria-current={slideIndex === index ? "true" : undefined}
            onClick={() => go(slideIndex)}
            className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden
              className={cn(
                "block h-2.5 rounded-full transition-colors",
                slideIndex === index ? "w-6 bg-brand-600" : "w-2.5 bg-slate-300 group-hover:bg-slate-400",
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
