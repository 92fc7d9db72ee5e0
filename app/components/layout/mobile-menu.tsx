import { Link } from "react-router";
import { callToAction, navItems } from "~/content/nav";
import { shellCopy } from "~/content/site";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { useNavEntryClick } from "./use-nav-entry";

/** The drawer's content: every item with its sub-items, and the call button. Loaded on demand. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const onEntryClick = useNavEntryClick(close);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id="mobile-menu" title={shellCopy.menuTitle} placement="right" closeLabel={shellCopy.closeMenu}>
        <nav aria-label="Mobile">
          <ul className="grid gap-5">
            {navItems.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.href}
                  onClick={close}
                  className="block py-1 text-base font-semibold text-ink hover:text-brand-700"
                >
                  {item.label}
                </Link>
                {item.entries.length ? (
                  <ul className="mt-1 grid gap-0.5 border-l border-slate-200 pl-3">
                    {item.entries.map((entry) => (
                      <li key={entry.href}>
                        <Link
                          to={entry.href}
                          onClick={(e) => onEntryClick(entry, e)}
                          className="block rounded-md py-1.5 text-sm text-slate-600 hover:text-brand-700"
                        >
                          {entry.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <ContactTrigger onClick={close} className={buttonClass({ className: "mt-8 w-full" })}>
          {callToAction.label}
        </ContactTrigger>
      </DialogContent>
    </Dialog>
  );
}
