import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { callToAction, navItems } from "~/content/nav";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { SCROLL, useScrolledPast } from "~/lib/scroll";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { currentNavItem, navItemClass } from "./nav-current";
import { NavDropdownItem } from "./nav-dropdown-item";
import { useHeaderTone } from "./use-header-tone";
import { useNavEntryClick } from "./use-nav-entry";

/**
 * Fixed header (spec §2): transparent until the page scrolls past 50 px, then translucent with a
 * shadow (always, without JavaScript). Over a dark band it turns a translucent dark with white
 * text instead (useHeaderTone). Dropdowns follow the disclosure pattern with JavaScript
 * (NavDropdownItem) and open on hover and keyboard focus by CSS alone without it.
 */
function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL.headerThreshold);
  const ref = useRef<HTMLElement>(null);
  const dark = useHeaderTone(ref) === "dark";
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const close = () => {
    setOpenItem(null);
    blurActive();
  };
  const onEntryClick = useNavEntryClick(close);
  const { pathname } = useLocation();
  const current = currentNavItem(navItems, pathname);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled}
      data-tone={dark ? "dark" : "light"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-150",
        dark
          ? "[--header-current:var(--color-white)] [--header-hover:rgb(255_255_255/0.12)] [--header-ink:var(--color-slate-100)] [--header-mark:var(--color-indigo-300)]"
          : "[--header-current:var(--color-slate-950)] [--header-hover:rgb(15_23_42/0.05)] [--header-ink:var(--color-slate-700)] [--header-mark:var(--color-brand-600)]",
        scrolled
          ? dark
            ? "bg-slate-950/80 shadow-md shadow-black/20 backdrop-blur-md"
            : "bg-white/92 shadow-md backdrop-blur-md backdrop-saturate-150"
          : "bg-transparent",
        // Without JavaScript nothing ever marks it scrolled: keep the scrolled look, so its dark
        // text stays readable over every section, the dark bands included.
        "[@media(scripting:none)]:bg-white/92 [@media(scripting:none)]:shadow-md [@media(scripting:none)]:backdrop-blur-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Logo inverse={dark} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navItems.map((item) =>
              item.entries.length ? (
                <NavDropdownItem
                  key={item.label}
                  item={item}
                  open={openItem === item.label}
                  hydrated={hydrated}
                  current={current === item.label ? (pathname === item.href ? "page" : "true") : undefined}
                  onOpenChange={(open) => setOpenItem(open ? item.label : null)}
                  onEntryClick={onEntryClick}
                  onOverviewClick={close}
                  // Pointing at another item closes a keyboard-opened dropdown.
                  onPointerEnter={() => setOpenItem((current) => (current === item.label ? current : null))}
                />
              ) : (
                <li key={item.label} onPointerEnter={() => setOpenItem(null)}>
                  <Link
                    to={item.href}
                    aria-current={current === item.label ? "page" : undefined}
                    className={navItemClass(current === item.label)}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ContactTrigger className={buttonClass({ size: "sm", className: "hidden whitespace-nowrap sm:inline-flex" })}>
            {callToAction.label}
          </ContactTrigger>{" "}
          <MobileDrawer
            trigger={<Icon name="Menu" className="h-6 w-6" />}
            triggerLabel={shellCopy.openMenu}
            className={dark ? "text-white hover:bg-white/10" : "text-ink hover:bg-slate-900/5"}
          />
        </div>
      </div>
    </header>
  );
}
