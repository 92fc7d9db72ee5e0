import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FocusEvent, useEffect, useId, useState } from "react";
import { type Intervention, caseStudyOverlayLabels as labels } from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { prefersReducedMotion } from "~/lib/scroll";
import { CAROUSEL, toSlides, wrapIndex } from "./carousel-pages";
import { InterventionCard } from "./case-study-story";

function usePageHidden() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

const arrowClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:border-brand-400 hover:text-brand-700";

/**
 * The five strategic interventions, three per slide. It advances every 4 s and wraps, but holds
 * still while the pointer is over it, while keyboard focus is inside it (so keyboard users are
 * never moved on), while the tab is hidden and always under reduced motion. Focus left on a
 * button by a mouse click does not count: the browser does not mark it :focus-visible.
 */
export function InterventionsCarousel({ interventions }: { interventions: readonly Intervention[] }) {
  const slides = toSlides(interventions);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const hidden = usePageHidden();
  const paused = hovered || focused || reduced || hidden;
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer after every move
  useEffect(() => {
    if (paused || count < 2) return;
    // Restarting on every index change gives a full 4 s after a manual move, too.
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), CAROUSEL.advanceMs);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

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
        <div className="flex gap-2">
          <button
            type="button"
            className={arrowClass}
            aria-label={labels.previous}
            onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label={labels.next}
            onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
      <div className="mt-5 overflow-hidden" aria-live={paused ? "polite" : "off"}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} ${labels.slideOf} ${count}`}
              data-active={slideIndex === index}
              inert={slideIndex !== index}
              className="w-full shrink-0"
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
      <div className="mt-5 flex justify-center gap-1">
        {slides.map((_, slideIndex) => (
          <button
            key={slideIndex}
            type="button"
            aria-label={`${labels.goToSlide} ${slideIndex + 1}`}
            aria-current={slideIndex === index ? "true" : undefined}
            onClick={() => setIndex(slideIndex)}
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
