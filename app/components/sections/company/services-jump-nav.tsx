import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { serviceAreaPages } from "~/content/service-area-pages";
import { serviceCounts } from "~/content/service-categories";
import { servicesPage } from "~/content/services-page";

/**
 * The three service areas as rows under the hero: icon, name and how many services each holds, and
 * an arrow down (review 62: from 640 px tall cards with a large figure and no cue read as inert
 * placeholders), each a hash link to its block (real anchors, so they work
 * without JavaScript). Each block's header says where it sits among the three ("01 of 03"): said
 * once, there, not here as well.
 */
export function ServicesJumpNav() {
  return (
    // From 1024 px as wide as the blocks' content (the hero's text column is narrower): three cards
    // of about 392 px at 1440, each title on one line, so the counts under them line up (review 68).
    <nav
      aria-label={servicesPage.jumpNavLabel}
      className="mt-6 w-full shrink-0 sm:mt-10 lg:w-[min(76rem,calc(100vw-4rem))]"
    >
      <ul className="grid gap-2.5 text-left sm:grid-cols-3 sm:gap-4 lg:gap-5">
        {serviceAreaPages.map((category) => (
          <li key={category.id}>
            <Link
              to={`#${category.id}`}
              className="group flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white/90 p-3 shadow-sm transition-[border-color,box-shadow] hover:border-brand-400 hover:shadow-md sm:p-4 sm:shadow-lg sm:shadow-brand-900/5"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon name={category.icon} className="h-5 w-5" />
              </span>{" "}
              <span className="min-w-0 flex-1">
                <span className="block text-[0.9375rem] leading-snug font-semibold text-ink lg:text-base">
                  {category.label}
                </span>{" "}
                <span className="mt-0.5 block text-sm text-slate-600">
                  <span className="font-semibold text-ink tabular-nums">{serviceCounts[category.id]}</span>{" "}
                  {servicesPage.servicesCountSuffix}
                </span>
              </span>
              <Icon
                name="ArrowDown"
                className="h-4 w-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
