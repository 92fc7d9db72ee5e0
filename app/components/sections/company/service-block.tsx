import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { StaticHtml } from "~/components/ui/static-html";
import type { ServiceAreaPage } from "~/content/service-area-pages";
import { serviceCounts } from "~/content/service-categories";
import { servicesPage } from "~/content/services-page";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";
import { keepWords } from "../keep-words";
import { Section } from "../section";
import { ServiceAreaScene } from "./service-area-scene";

// The 49 services' copy stays out of the page's JavaScript (see StaticHtml).
const ServiceList = lazyComponent(() => import("./service-list"));

export type ServiceBlockLook = {
  /** The band's ground: white, or the night band that sets the middle area apart. */
  tone: "white" | "muted" | "dark";
  /** From 1024 px the area's copy sits on the right and its services on the left. */
  mirrored: boolean;
};

/** The three areas alternate: white, a night band with the sides swapped, then a soft grey. */
export function serviceBlockLook(index: number): ServiceBlockLook {
  if (index % 3 === 1) return { tone: "dark", mirrored: true };
  return { tone: index % 3 === 0 ? "white" : "muted", mirrored: false };
}

/**
 * One service area of /services, anchored by its category id. The services come from the same
 * data as the home capabilities; 'Get Started' attaches the area's label to the contact request.
 * The copy column is sticky beside the list from 1024 px. Below 1024 px the two columns dissolve
 * into one (display: contents) that opens with its visual: heading and intro, the drawn scene
 * (decorative, so moving it with `order` changes nothing a reader or the keyboard meets), the
 * outcomes and 'Get Started' (full width) right under them, where the pitch ends, then the
 * services with their 'Show all' as the quieter last word. The button keeps its place in the copy
 * column at every width, so the tab order follows what the eye sees.
 */
export function ServiceBlock({ category, index, total }: { category: ServiceAreaPage; index: number; total: number }) {
  const headingId = `${category.id}-heading`;
  const { tone, mirrored } = serviceBlockLook(index);
  const dark = tone === "dark";
  return (
    <Section
      id={category.id}
      tone={tone}
      width="wide"
      labelledBy={headingId}
      data-service-area={tone}
      // The first block follows the hero's area rows closely (review 62: a 170 px white band
      // parted them), as the rows lead into it.
      className={index === 0 ? "pt-10 sm:pt-8" : undefined}
    >
      <div
        className={cn(
          "flex flex-col lg:grid lg:gap-14",
          mirrored
            ? "lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:[&>*:first-child]:order-2"
            : "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
        )}
      >
        <div className="max-lg:contents lg:sticky lg:top-28 lg:self-start">
          <p
            className={cn(
              "flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-semibold",
              dark ? "text-brand-200" : "text-brand-700",
            )}
          >
            <span
              className={cn(
                "flex h-10 w-10 items-center justify-center rounded-xl text-white shadow-md",
                dark ? "bg-brand-500" : "bg-brand-600",
              )}
            >
              <Icon name={category.icon} className="h-5 w-5" />
            </span>
            {category.label}{" "}
            <span
              className={cn(
                // Said once on the page (not on the hero's cards too); left out on a phone, where the
                // hero's cards already stack in this order.
                "ml-auto text-sm font-medium whitespace-nowrap tabular-nums max-sm:hidden",
                dark ? "text-slate-400" : "text-slate-500",
              )}
            >
              {servicesPage.areaNumber(index, total)}
            </span>
          </p>
          <h2
            id={headingId}
            // Review 68: 36 px from 1024 px (40 px set "Custom AI …" in four lines in the copy column),
            // balanced, so no line is left short.
            className={cn(
              "mt-5 text-heading font-extrabold text-balance lg:text-[2.25rem]",
              dark ? "text-white" : "text-ink",
            )}
          >
            {keepWords(category.headline)}
          </h2>
          <p className={cn("mt-4 text-base leading-relaxed sm:text-lg", dark ? "text-slate-300" : "text-slate-600")}>
            {category.summary}
          </p>
          <h3 className={cn("mt-8 text-base font-bold max-lg:order-1", dark ? "text-white" : "text-ink")}>
            {servicesPage.outcomesHeading}
          </h3>
          <ul className="mt-4 grid gap-3 max-lg:order-1">
            {category.outcomes.map((outcome) => (
              <li key={outcome} className={cn("flex gap-3", dark ? "text-slate-200" : "text-slate-700")}>
                <Icon
                  name="Check"
                  className={cn("mt-0.5 h-5 w-5 shrink-0", dark ? "text-emerald-400" : "text-emerald-600")}
                />
                {outcome}
              </li>
            ))}
          </ul>
          <GetStarted label={category.label} dark={dark} className="mt-8 max-lg:order-1 max-lg:w-full" />
        </div>
        <div className="max-lg:contents">
          <div className="max-lg:mt-8 max-lg:*:mb-0">
            <ServiceAreaScene areaId={category.id} dark={dark} />
          </div>
          <h3
            className={cn(
              "flex items-baseline justify-between gap-4 text-lg font-bold max-lg:order-1 max-lg:mt-12",
              dark ? "text-white" : "text-ink",
            )}
          >
            {servicesPage.servicesHeading}{" "}
            <span className={cn("text-sm font-medium", dark ? "text-slate-400" : "text-slate-600")}>
              {serviceCounts[category.id]} {servicesPage.servicesCountSuffix}
            </span>
          </h3>
          <StaticHtml id={`${category.id}-services`} className="max-lg:order-1">
            <ServiceList areaId={category.id} dark={dark} />
          </StaticHtml>
        </div>
      </div>
    </Section>
  );
}

/** The area's call to action: the contact modal, with the area's label attached to the request. */
function GetStarted({ label, dark, className }: { label: string; dark: boolean; className: string }) {
  return (
    <ContactTrigger
      service={label}
      className={buttonClass({ variant: dark ? "inverse" : "primary", size: "lg", className })}
    >
      {servicesPage.getStarted}
      <Icon name="ArrowRight" className="h-4 w-4" />
    </ContactTrigger>
  );
}
