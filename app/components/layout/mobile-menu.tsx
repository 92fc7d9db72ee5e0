import { Link } from "react-router";
import { callToAction, navItems } from "~/content/nav";
import { shellCopy } from "~/content/site";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Icon } from "../ui/icon";
import { NavMark } from "./nav-mark";
import { useNavEntryClick } from "./use-nav-entry";

const itemClass = "flex min-h-12 items-center justify-between rounded-xl px-3 text-base font-semibold text-ink";

/**
 * The drawer's content, loaded on demand: an accordion of the items (native <details>, all
 * closed when the drawer opens, one open at a time), each listing its entries and its overview
 * page, and the call button pinned at the bottom so it is in view however long the open list is.
 * Choosing any link or the call button closes the drawer (spec §2).
 */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const onEntryClick = useNavEntryClick(close);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id="mobile-menu"
        title={shellCopy.menuTitle}
        placement="right"
        closeLabel={shellCopy.closeMenu}
        className="flex flex-col pb-0"
      >
        <nav aria-label="Mobile" className="-mx-3">
          <ul className="grid gap-1">
            {navItems.map((item) => (
              <li key={item.label}>
                {item.entries.length ? (
                  <details name="mobile-menu" className="group" data-menu-section="">
                    <summary
                      className={`${itemClass} cursor-pointer list-none hover:bg-slate-50 [&::-webkit-details-marker]:hidden`}
                    >
                      {item.label}
                      <Icon name="ChevronDown" className="h-4 w-4 text-slate-500 group-open:rotate-180" />
                    </summary>
                    <ul className="mt-1 mb-2 grid gap-0.5 pl-2">
                      {item.entries.map((entry) => (
                        <li key={entry.href}>
                          <Link
                            to={entry.href}
                            onClick={(e) => onEntryClick(entry, e)}
                            className="flex min-h-11 items-center gap-3 rounded-xl px-2 text-[0.9375rem] text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                          >
                            <NavMark mark={entry.mark} />
                            {entry.label}
                          </Link>
                        </li>
                      ))}
                      {item.overview ? (
                        <li>
                          <Link
                            to={item.href}
                            onClick={close}
                            className="flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                          >
                            {item.overview}
                            <Icon name="ArrowRight" className="h-4 w-4" />
                          </Link>
                        </li>
                      ) : null}
                    </ul>
                  </details>
                ) : (
                  <Link to={item.href} onClick={close} className={`${itemClass} hover:bg-slate-50`}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div
          data-menu-call=""
          className="sticky bottom-0 -mx-6 mt-auto border-t border-slate-200 bg-white px-6 pt-4 pb-6"
        >
          <ContactTrigger onClick={close} className={buttonClass({ className: "w-full" })}>
            {callToAction.label}
          </ContactTrigger>
        </div>
      </DialogContent>
    </Dialog>
  );
}
