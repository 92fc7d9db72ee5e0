import type { NavItem } from "~/content/nav";
import { cn } from "~/lib/cn";

/**
 * The header item a page belongs to: its own page, or a page one of its entries leads to (Case
 * Studies and the two policies sit under Resources, a feature page under Features). Home only on
 * "/" itself. Null on a page no item covers (the 404, the admin). Kept small: every page ships it.
 */
export function currentNavItem(items: readonly NavItem[], pathname: string): string | null {
  const path = pathname.replace(/(.)\/+$/, "$1");
  return (
    items.find(({ href, entries }) =>
      href === "/"
        ? path === href
        : path === href || path.startsWith(`${href}/`) || entries.some((entry) => entry.href === path),
    )?.label ?? null
  );
}

/**
 * A top-level header link, and the mark of the section the page is in: ink at semibold, with a
 * 2 px bar under the label (indigo on the light header, indigo-300 on the dark one).
 */
export function navItemClass(current: boolean) {
  return cn(
    "relative inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm whitespace-nowrap xl:px-3 hover:bg-[var(--header-hover)]",
    current
      ? "font-semibold text-[color:var(--header-current)] after:pointer-events-none after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:rounded-full after:bg-[var(--header-mark)] xl:after:inset-x-3"
      : "font-medium text-[color:var(--header-ink)]",
  );
}
