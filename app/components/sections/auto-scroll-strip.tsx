import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { onDemand } from "~/lib/lazy";
import { useCarouselEngine, useDocumentVisible, useInView, useReducedMotion, useSeenOnce } from "./motion-hooks";

/** Arrow-button step in px, below and from 768 px viewport width (spec §9). */
export type StripStep = { below768: number; from768: number };

type Props<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  step: StripStep;
  /** Accessible name of the scrollable list. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
  /** Item spacing of each copy (default "gap-4 pr-4"); keep the trailing padding equal to the gap so copies tile seamlessly. */
  listClassName?: string;
  itemClassName?: string;
  /** The band behind the strip: arrows are drawn to sit on it. */
  tone?: "light" | "dark";
  /** A heading row above the strip: the arrows move into it, at its right, instead of flanking the strip. */
  header?: ReactNode;
};

const ONE_COPY = [0] as const;
const THREE_COPIES = [0, 1, 2] as const;

export const stepFor = (step: StripStep, viewportWidth: number) => (viewportWidth < 768 ? step.below768 : step.from768);

const stripEngine = onDemand(() => import("./strip-engine"));
const startStripEngine = (viewport: HTMLElement) => stripEngine.load().then((m) => m.startStrip(viewport));

/**
 * A horizontally auto-scrolling strip (marketplaces, countries, awards). Once it nears the viewport
 * the list is rendered three times and handed to Embla (see strip-engine.ts) for a seamless loop,
 * endless arrows and dragging; only the first copy is exposed to assistive technology. It pauses
 * while hovered, focused, off screen or in a background tab, and never moves under reduced motion.
 * The page's HTML carries one copy: without JavaScript (and until the strip is near) it is a plain
 * scrollable, keyboard-focusable list, and neither the copies nor Embla cost a byte there.
 */
export function AutoScrollStrip<T>(props: Props<T>) {
  const {
    items,
    getKey,
    renderItem,
    step,
    label,
    previousLabel,
    nextLabel,
    className,
    listClassName,
    itemClassName,
    tone = "light",
    header,
  } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The loop's copies and Embla arrive when the strip first nears the viewport, not while the
  // page hydrates: three strips' copies are some 380 elements a visitor may never scroll to.
  const looping = useSeenOnce(wrapper);
  const engine = useCarouselEngine(scroller, looping, startStripEngine);
  const reduced = useReducedMotion();
  const inView = useInView(wrapper, "0px");
  const visible = useDocumentVisible();
  const running = engine !== null && !reduced && !hovered && !focused && inView && visible;
  useEffect(() => engine?.run(running), [engine, running]);

  const move = (direction: 1 | -1) => engine?.step(direction * stepFor(step, window.innerWidth), !reduced);
  // Once Embla has the strip, the arrow keys step it as the buttons do (before, they scroll it natively).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!engine || event.target !== event.currentTarget) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // Arrows sit in their own grid columns beside the scroller (or in the header row), so they never cover a card.
  const arrow = cn(
    "hidden h-11 w-11 shrink-0 items-center justify-center rounded-full border transition-colors md:inline-flex [@media(scripting:none)]:hidden",
    tone === "dark"
      ? "border-white/20 bg-white/10 text-white hover:border-white/40 hover:bg-white/20"
      : "border-slate-200 bg-white text-ink shadow-sm hover:border-brand-300 hover:text-brand-700",
  );
  const previous = (
    <button type="button" aria-label={previousLabel} onClick={() => move(-1)} className={arrow}>
      <Icon name="ChevronLeft" className="h-5 w-5" />
    </button>
  );
  const next = (
    <button type="button" aria-label={nextLabel} onClick={() => move(1)} className={arrow}>
      <Icon name="ChevronRight" className="h-5 w-5" />
    </button>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the animation
    <div
      ref={wrapper}
      data-strip=""
      data-running={running ? "true" : "false"}
      className={cn(
        "strip relative",
        !header && "grid grid-cols-[minmax(0,1fr)] items-center gap-3 md:grid-cols-[auto_minmax(0,1fr)_auto]",
        className,
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus pauses the strip; a mouse click on an arrow should not leave it paused.
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={onBlur}
    >
      {header ? (
        <div className="mb-7 flex items-end justify-between gap-6">
          {header}
          <div className="flex shrink-0 gap-2">
            {previous}
            {next}
          </div>
        </div>
      ) : (
        previous
      )}
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-strip-scroller=""
        onKeyDown={onKeyDown}
        className={cn(
          // The fade is a mask, so it blends into whatever band the strip sits on.
          "strip-scroller overflow-x-auto overscroll-x-contain rounded-xl py-3 [scrollbar-width:none] focus-visible:outline-offset-0",
          "[@media(scripting:none)]:[scrollbar-width:thin]",
          // Embla's (data-carousel): it moves the track; native scrolling would fight it.
          "data-carousel:touch-pan-y data-carousel:touch-pinch-zoom data-carousel:overflow-hidden",
        )}
      >
        {/* The strip starts clear of the faded edge, so the first card is seen whole. The inset
            moves from padding to Embla's alignment at once: no transition (the reduced-motion
            rule gives every transition a tiny duration), or Embla would measure the old padding. */}
        <div data-strip-track="" className="strip-track flex transition-none">
          {(looping ? THREE_COPIES : ONE_COPY).map((copy) => (
            <ul
              key={copy}
              data-copy={copy}
              aria-hidden={copy > 0 ? true : undefined}
              inert={copy > 0}
              className={cn("flex shrink-0 items-stretch", listClassName ?? "gap-4 pr-4")}
            >
              {items.map((item) => (
                <li key={getKey(item)} className={cn("shrink-0", itemClassName)}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {header ? null : next}
    </div>
  );
}
