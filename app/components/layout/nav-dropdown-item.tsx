import { type FocusEvent, type KeyboardEvent, type MouseEvent, useId } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { NavEntry, NavItem } from "~/content/nav";
import { cn } from "~/lib/cn";
import { MegaMenu } from "./mega-menu";
import { navItemClass } from "./nav-current";

type Props = {
  item: NavItem;
  /** This item's dropdown is open by keyboard (with JavaScript); hover opens it by CSS. */
  open: boolean;
  /** After hydration: the dropdowns follow `open`, not keyboard focus. */
  hydrated: boolean;
  /** "page" on the item's own page, "true" on a page under it (a feature, a policy). */
  current: "page" | "true" | undefined;
  onOpenChange: (open: boolean) => void;
  onEntryClick: (entry: NavEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  onOverviewClick: () => void;
  onPointerEnter: () => void;
};

const links = (root: HTMLElement) => [...root.querySelectorAll<HTMLAnchorElement>("[data-mega-menu] a")];

/** Focuses `link` as soon as it can take focus: a fading-in dropdown is still `visibility: hidden`
 *  on its transition's first frame. Gives up after about half a second. */
function focusOnceShown(link: HTMLElement, tries = 30) {
  link.focus();
  if (document.activeElement !== link && tries > 0) requestAnimationFrame(() => focusOnceShown(link, tries - 1));
}

/**
 * A header item with a dropdown, as the WAI-ARIA APG "disclosure navigation menu" (written here:
 * Radix NavigationMenu would add client JavaScript to every page, and these pages have none to
 * spare). With JavaScript, Enter, Space or ArrowDown on the item opens its dropdown (Enter on an
 * open one follows the link), the arrow keys, Home and End move inside, Escape closes it and
 * returns focus to the item, and Tab walks past a closed one. Without JavaScript, or before
 * hydration, CSS opens it on hover and on keyboard focus (`:focus-within`), so it still works.
 */
export function NavDropdownItem({
  item,
  open,
  hydrated,
  current,
  onOpenChange,
  onEntryClick,
  onOverviewClick,
  onPointerEnter,
}: Props) {
  const menuId = useId();

  function onTriggerKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const key = event.key;
    if ((key === "Enter" && !open) || key === " " || key === "ArrowDown") {
      event.preventDefault();
      const opening = key === " " ? !open : true;
      onOpenChange(opening);
      if (key === "ArrowDown") {
        const li = event.currentTarget.parentElement;
        const first = li ? links(li)[0] : undefined;
        if (first) focusOnceShown(first);
      }
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const root = event.currentTarget;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
      root.querySelector<HTMLAnchorElement>(":scope > a")?.focus();
      return;
    }
    const inMenu = links(root);
    const at = inMenu.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const next =
      event.key === "ArrowDown"
        ? (at + 1) % inMenu.length
        : event.key === "ArrowUp"
          ? (at - 1 + inMenu.length) % inMenu.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? inMenu.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    inMenu[next]?.focus();
  }

  // Focus leaving the item (Tab past the last entry, a click elsewhere) closes its dropdown.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }

  return (
    <li
      className="group relative"
      data-open={open || undefined}
      data-js={hydrated || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
    >
      <Link
        to={item.href}
        className={navItemClass(Boolean(current))}
        aria-current={current}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? menuId : undefined}
        onKeyDown={onTriggerKeyDown}
      >
        {item.label}
        <Icon
          name="ChevronDown"
          className={cn(
            "h-3.5 w-3.5 transition-transform group-hover:rotate-180 group-data-open:rotate-180",
            "group-[:not([data-js]):focus-within]:rotate-180",
          )}
        />
      </Link>{" "}
      <MegaMenu id={menuId} item={item} onEntryClick={onEntryClick} onOverviewClick={onOverviewClick} />
    </li>
  );
}
