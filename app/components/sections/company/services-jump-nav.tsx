import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { serviceAreaPages } from "~/content/service-area-pages";
import { servicesPage } from "~/content/services-page";

/** Hash links from the hero to the three service areas (real anchors, so they work without JavaScript). */
export function ServicesJumpNav() {
  return (
    <nav aria-label={servicesPage.jumpNavLabel} className="w-full">
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {serviceAreaPages.map((category) => (
          <li key={category.id}>
            <Link
              to={`#${category.id}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-4 py-2 text-sm font-medium text-slate-700 shadow-sm hover:border-brand-300 hover:text-brand-700"
            >
              <Icon name={category.icon} className="h-4 w-4 text-brand-600" />
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
