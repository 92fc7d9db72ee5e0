import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FocusEvent, type ReactNode, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useDocumentVisible, useInView, useReducedMotion } from "./motion-hooks";
import { scrollStripBy, useAutoScroll } from "./use-auto-scroll";

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
};

const COPIES = [0, 1, 2] as const;

export const stepFor = (step: StripStep, viewportWidth: number) => (viewportWidth < 768 ? step.below768 : step.from768);

/**
 * A horizontally auto-scrolling strip (marketplaces, countries, awards). The list is rendered
 * three times for a seamless loop; only the first copy is exposed to assistive technology.
 * It pauses while hovered, focused, off screen or in a background tab, and never moves under
 * reduced motion. Without JavaScript it is a plain scrollable, keyboard-focusable list.
 */
export function AutoScrollStrip<T>(props: Props<T>) {
  const { items, getKey, renderItem, step, label, previousLabel, nextLabel, className, listClassName, itemClassName } =
    props;
  const wrapper = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const inView = useInView(wrapper, "0px");
  const visible = useDocumentVisible();
  const running = !reduced && !hovered && !focused && inView && visible;
  useAutoScroll(track, firstCopy, !reduced, running);

  const move = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    scrollStripBy(el, firstCopy.current?.offsetWidth ?? 0, direction * stepFor(step, window.innerWidth), !reduced);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const arrow =
    "absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-ink shadow-md transition-colors hover:border-brand-300 hover:text-brand-700 md:inline-flex [@media(scripting:none)]:hidden";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the animation
    <div
      ref={wrapper}
      data-strip=""
      data-running={running ? "true" : "false"}
      className={cn("relative", className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus pauses the strip; a mouse click on an arrow should not leave it paused.
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={onBlur}
    >
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-strip-scroller=""
        className={cn(
          "overflow-x-auto overscroll-x-contain rounded-xl py-3 [scrollbar-width:none] focus-visible:outline-offset-0 md:px-0",
          "[mask-image:linear-gradient(to_right,transparent,#000_3rem,#000_calc(100%-3rem),transparent)]",
          "[@media(scripting:none)]:[scrollbar-width:thin]",
        )}
      >
        {/* Without JavaScript the strip rests at its start: pad it clear of the faded edge. */}
        <div ref={track} data-strip-track="" className="flex w-max [@media(scripting:none)]:px-12">
          {COPIES.map((copy) => (
            <ul
              key={copy}
              ref={copy === 0 ? firstCopy : undefined}
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
      <button
        type="button"
        aria-label={previousLabel}
        onClick={() => move(-1)}
        className={cn(arrow, "-left-2 lg:-left-5")}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={nextLabel}
        onClick={() => move(1)}
        className={cn(arrow, "-right-2 lg:-right-5")}
      >
        <ChevronRight className="h-5 w-5" aria-hidden />
      </button>
    </div>
  );
}
