import { ArrowRight, Check, Sparkles, Star } from "lucide-react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cardWall } from "~/content/service-categories";
import type { Service, ServiceCategory } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";
import { Section } from "../section";
import { ShowAll } from "../show-all";

function Badge({ badge }: { badge: NonNullable<Service["badge"]> }) {
  const ai = badge === "AI-Enhanced";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        ai ? "bg-violet-50 text-violet-700" : "bg-amber-50 text-amber-800",
      )}
    >
      {ai ? <Sparkles className="h-3 w-3" aria-hidden /> : <Star className="h-3 w-3" aria-hidden />}
      {badge}
    </span>
  );
}

function ServiceItem({ service }: { service: Service }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={service.icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h4 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
          {service.name}
          {service.badge ? <Badge badge={service.badge} /> : null}
        </h4>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{service.description}</p>
      </div>
    </li>
  );
}

/**
 * One service area of /services, anchored by its category id. The services come from the same
 * data as the home capabilities; 'Get Started' attaches the area's label to the contact request.
 */
export function ServiceBlock({ category, tone }: { category: ServiceCategory; tone: "white" | "muted" }) {
  const headingId = `${category.id}-heading`;
  return (
    <Section id={category.id} tone={tone} width="wide" labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-brand-700 uppercase">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-600 text-white shadow-md">
              <Icon name={category.icon} className="h-5 w-5" />
            </span>
            {category.label}
          </p>
          <h2 id={headingId} className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {keepWords(category.headline)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{category.summary}</p>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-ink uppercase">
            {servicesPage.outcomesHeading}
          </h3>
          <ul className="mt-4 grid gap-3">
            {category.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 text-slate-700">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
                {outcome}
              </li>
            ))}
          </ul>
          <ContactTrigger service={category.label} className={buttonClass({ size: "lg", className: "mt-8" })}>
            {servicesPage.getStarted}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </ContactTrigger>
        </div>
        <div>
          <h3 className="flex items-baseline justify-between gap-4 text-lg font-bold text-ink">
            {servicesPage.servicesHeading}
            <span className="text-sm font-medium text-slate-600">
              {category.services.length} {servicesPage.servicesCountSuffix}
            </span>
          </h3>
          <ShowAll
            items={category.services}
            initial={4}
            getKey={(service) => service.id}
            render={(service) => <ServiceItem service={service} />}
            summary={cardWall.showAll(category.services.length)}
            // An odd count would leave the last card alone in its row: it takes the whole row.
            gridClassName="gap-3 sm:gap-4 md:grid-cols-2 md:[&>details>ul>li:last-child:nth-child(odd)]:col-span-2"
            className="mt-5"
          />
        </div>
      </div>
    </Section>
  );
}
