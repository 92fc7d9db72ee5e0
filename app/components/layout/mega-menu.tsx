import { type MouseEvent, useId } from "react";
import { Link } from "react-router";
import type { NavEntry, NavItem } from "~/content/nav";
import { cn } from "~/lib/cn";
import { Icon } from "../ui/icon";
import { NavMark } from "./nav-mark";

type Props = {
  id: string;
  item: NavItem;
  onEntryClick: (entry: NavEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  onOverviewClick: () => void;
};

/**
 * A header item's dropdown: each entry with its mark, name and one line of description, in two
 * columns when there are more than six, and a last line linking to the item's own page. Shown by
 * CSS on hover, on its item's `data-open` (keyboard, with JavaScript) and, before hydration or
 * without JavaScript, on keyboard focus (see NavDropdownItem).
 */
export function MegaMenu({ id, item, onEntryClick, onOverviewClick }: Props) {
  const wide = item.entries.length > 6;
  const descriptionId = useId();
  return (
    <div
      id={id}
      data-mega-menu=""
      className={cn(
        "invisible absolute top-full left-1/2 -translate-x-1/2 pt-2 opacity-0 transition-[opacity,visibility] duration-150 motion-reduce:transition-none",
        "group-hover:visible group-hover:opacity-100 group-data-open:visible group-data-open:opacity-100",
        "group-[:not([data-js]):focus-within]:visible group-[:not([data-js]):focus-within]:opacity-100",
      )}
    >
      <div
        className={cn(
          "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[0_12px_32px_rgba(30,27,75,0.14)]",
          wide ? "w-[38rem]" : "w-[21rem]",
        )}
      >
        <ul aria-label={`${item.label} sections`} className={cn("grid gap-0.5 p-2", wide && "grid-cols-2")}>
          {item.entries.map((entry, i) => (
            <li key={entry.href}>
              <Link
                to={entry.href}
                onClick={(e) => onEntryClick(entry, e)}
                aria-describedby={`${descriptionId}-${i}`}
                className="nav-entry"
              >
                <NavMark mark={entry.mark} />
                <span className="min-w-0">
                  <span className="nav-entry-name">{entry.label}</span>{" "}
                  {/* The link's description, not part of its name ("Etsy", not "Etsy Handmade …"). */}
                  <span id={`${descriptionId}-${i}`} aria-hidden className="nav-entry-text">
                    {entry.description}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {item.overview ? (
          <Link to={item.href} onClick={onOverviewClick} data-overview="" className="nav-overview">
            {item.overview}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
