import { Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type Props<T> = {
  items: readonly T[];
  /** Cards shown before the "Show all" control on a phone. */
  initial: number;
  getKey: (item: T) => string;
  /** Renders one card as an <li>. */
  render: (item: T) => ReactNode;
  /** The control's label, e.g. "Show all 21 services". */
  summary: string;
  /** Grid classes shared by every card (columns, gaps). */
  gridClassName: string;
  className?: string;
};

/**
 * A long wall of cards that a thumb can finish: on a phone the first `initial` cards show, the
 * rest open from a native <details> (works without JavaScript, keyboard accessible). From 768 px
 * every card shows in one grid: both lists and the <details> collapse into it (`display: contents`).
 */
export function ShowAll<T>({ items, initial, getKey, render, summary, gridClassName, className }: Props<T>) {
  const first = items.slice(0, initial);
  const rest = items.slice(initial);
  return (
    <div className={cn("grid", gridClassName, className)}>
      <ul className="contents">
        {first.map((item) => (
          <Fragment key={getKey(item)}>{render(item)}</Fragment>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details data-show-all="" className="show-all col-span-full md:contents">
          <summary className="show-all-summary">{summary}</summary>
          <ul className={cn("grid", gridClassName, "md:contents")}>
            {rest.map((item) => (
              <Fragment key={getKey(item)}>{render(item)}</Fragment>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
