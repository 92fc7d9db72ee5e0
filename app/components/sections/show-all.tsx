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
  /** From 1024 px, the cards shown before the control (by default every card shows from 768 px). */
  wideInitial?: number;
  className?: string;
};

/**
 * A long wall of cards that a thumb can finish: on a phone the first `initial` cards show, the
 * rest open from a native <details> (works without JavaScript, keyboard accessible). From 768 px
 * every card shows in one grid: both lists and the <details> collapse into it (`display: contents`).
 * With `wideInitial`, from 1024 px the first `wideInitial` cards show and the control stays, under
 * them, until it is opened (app.css: `.show-all[data-wide]`).
 */
export function ShowAll<T>({
  items,
  initial,
  getKey,
  render,
  summary,
  gridClassName,
  wideInitial,
  className,
}: Props<T>) {
  const first = items.slice(0, initial);
  const rest = items.slice(initial);
  const beyond = wideInitial === undefined ? [] : rest.splice(Math.max(0, wideInitial - initial));
  const list = (cards: readonly T[]) => cards.map((item) => <Fragment key={getKey(item)}>{render(item)}</Fragment>);
  return (
    <div className={cn("grid", gridClassName, className)}>
      <ul className="contents">{list(first)}</ul>
      {rest.length + beyond.length > 0 ? (
        <details
          data-show-all=""
          data-wide={wideInitial === undefined ? undefined : ""}
          className="show-all col-span-full md:contents"
        >
          <summary className="show-all-summary">{summary}</summary>
          <div className={cn("grid", gridClassName, "md:contents")}>
            <ul className="contents">{list(rest)}</ul>
            {beyond.length > 0 ? <ul className="show-all-beyond">{list(beyond)}</ul> : null}
          </div>
        </details>
      ) : null}
    </div>
  );
}
