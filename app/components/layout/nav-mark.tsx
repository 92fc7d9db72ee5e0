import type { NavEntry } from "~/content/nav";
import { BrandMark } from "../ui/brand-icon";
import { Icon } from "../ui/icon";

/** An entry's mark in the menus: a feature icon, or the channel's own brand mark, on one tile size. */
export function NavMark({ mark }: { mark: NavEntry["mark"] }) {
  return (
    <span aria-hidden className="nav-mark">
      {"icon" in mark ? (
        <Icon name={mark.icon} className="h-[1.125rem] w-[1.125rem]" />
      ) : (
        <BrandMark slug={mark.brand} size={18} className="max-w-7 object-contain" />
      )}
    </span>
  );
}
