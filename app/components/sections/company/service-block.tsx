import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { StaticHtml } from "~/components/ui/static-html";
import type { ServiceAreaPage } from "~/content/service-area-pages";
import { serviceCounts } from "~/content/service-categories";
import { servicesPage } from "~/content/services-page";
import { lazyComponent } from "~/lib/lazy";
import { keepWords } from "../keep-words";
import { Section } from "../section";

// The 49 services' copy stays out of the page's JavaScript (see StaticHtml).
const ServiceList = lazyComponent(() => import("./service-list"));

/**
 * One service area of /services, anchored by its category id. The services come from the same
 * data as the home capabilities; 'Get Started' attaches the area's label to the contact request.
 */
export function ServiceBlock({ category, tone }: { category: ServiceAreaPage; tone: "white" | "muted" }) {
  const headingId = `${category.id}-heading`;
  return (
    <Section id={category.id} tone={tone} width="wide" labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="flex items-center gap-3 text-base font-semibold text-brand-700">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-600 text-white shadow-md">
              <Icon name={category.icon} className="h-5 w-5" />
            </span>
            {category.label}
          </p>
          <h2 id={headingId} className="mt-5 text-heading font-extrabold text-balance text-ink">
            {keepWords(category.headline)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{category.summary}</p>
          <h3 className="mt-8 text-base font-bold text-ink">{servicesPage.outcomesHeading}</h3>
          <ul className="mt-4 grid gap-3">
            {category.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 text-slate-700">
                <Icon name="Check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {outcome}
              </li>
            ))}
          </ul>
          <ContactTrigger service={category.label} className={buttonClass({ size: "lg", className: "mt-8" })}>
            {servicesPage.getStarted}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </ContactTrigger>
        </div>
        <div>
          <h3 className="flex items-baseline justify-between gap-4 text-lg font-bold text-ink">
            {servicesPage.servicesHeading}{" "}
            <span className="text-sm font-medium text-slate-600">
              {serviceCounts[category.id]} {servicesPage.servicesCountSuffix}
            </span>
          </h3>
          <StaticHtml id={`${category.id}-services`}>
            <ServiceList areaId={category.id} />
          </StaticHtml>
        </div>
      </div>
    </Section>
  );
}
