import type { KeyboardEvent, MouseEvent } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { callToAction, navItems } from "~/content/nav";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { SCROLL, useScrolledPast } from "~/lib/scroll";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileDrawer } from "./mobile-drawer";
import { useNavEntryClick } from "./use-nav-entry";

/**
 * Fixed header (spec §2): transparent until the page scrolls past 50 px, then translucent with a
 * shadow (always, without JavaScript). Dropdowns (MegaMenu) open on hover and on keyboard focus with
 * CSS alone, so they work before hydration and without JavaScript.
 */
// Dropdowns show on :hover and :focus-within. Escape, or pointing at another item, moves focus
// out so a keyboard-opened dropdown does not stay open under the pointer's one.
function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key === "Escape") blurActive();
}
function releaseFocusElsewhere(event: MouseEvent<HTMLLIElement>) {
  const active = document.activeElement;
  if (active && !event.currentTarget.contains(active) && active.closest("nav[aria-label='Main']")) blurActive();
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL.headerThreshold);
  const onEntryClick = useNavEntryClick(blurActive);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        scrolled ? "bg-white/85 shadow-md backdrop-blur-md" : "bg-transparent",
        // Without JavaScript nothing ever marks it scrolled: keep the scrolled look, so its dark
        // text stays readable over every section, the dark bands included.
        "[@media(scripting:none)]:bg-white/85 [@media(scripting:none)]:shadow-md [@media(scripting:none)]:backdrop-blur-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block" onKeyDown={closeOnEscape}>
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navItems.map((item) => (
              <li key={item.label} className="group relative" onMouseEnter={releaseFocusElsewhere}>
                <Link
                  to={item.href}
                  className="inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm whitespace-nowrap xl:px-3 font-medium text-slate-700 hover:bg-slate-900/5 hover:text-ink"
                  aria-haspopup={item.entries.length ? "true" : undefined}
                >
                  {item.label}
                  {item.entries.length ? (
                    <Icon
                      name="ChevronDown"
                      className="h-3.5 w-3.5 transition-transform group-focus-within:rotate-180 group-hover:rotate-180"
                    />
                  ) : null}
                </Link>
                {item.entries.length ? (
                  <MegaMenu item={item} onEntryClick={onEntryClick} onOverviewClick={blurActive} />
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ContactTrigger className={buttonClass({ size: "sm", className: "hidden whitespace-nowrap sm:inline-flex" })}>
            {callToAction.label}
          </ContactTrigger>
          <MobileDrawer trigger={<Icon name="Menu" className="h-6 w-6" />} triggerLabel={shellCopy.openMenu} />
        </div>
      </div>
    </header>
  );
}
