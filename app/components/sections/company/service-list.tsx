import { Icon } from "~/components/ui/icon";
import { cardWall } from "~/content/service-categories";
import { leadServices, type Service, type ServiceCategoryId, servicesIn } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { cn } from "~/lib/cn";

/** The list's one rule colour: the surface's border and the hairlines between its rows. */
const rule = (dark: boolean) => (dark ? "border-[#1E2436]" : "border-[#E5E7EB]");
const hairlines = (dark: boolean) => (dark ? "divide-y divide-[#1E2436]" : "divide-y divide-[#E5E7EB]");

function Badge({ badge, dark }: { badge: NonNullable<Service["badge"]>; dark: boolean }) {
  const ai = badge === "AI-Enhanced";
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        ai
          ? dark
            ? "bg-violet-400/15 text-violet-200"
            : "bg-violet-50 text-violet-700"
          : dark
            ? "bg-amber-400/15 text-amber-200"
            : "bg-amber-50 text-amber-800",
      )}
    >
      {ai ? <Icon name="Sparkles" className="h-3 w-3" /> : <Icon name="Star" className="h-3 w-3" />}
      {badge}
    </span>
  );
}

/**
 * A row's title line: a 32 px icon tile, the name (15 px on a phone, where the longest names then
 * keep to one line beside the tile), then its badge on the same line (it wraps under the name only where the two
 * cannot share one). The space before the badge is for text browsers
 * ("Apps Popular"); flex ignores it.
 */
function TitleLine({ service, dark }: { service: Service; dark: boolean }) {
  return (
    <div className="flex items-start gap-2.5 sm:gap-3">
      <span
        className={cn(
          "flex h-8 w-8 shrink-0 items-center justify-center rounded-lg",
          dark ? "bg-brand-400/15 text-brand-200" : "bg-brand-50 text-brand-700",
        )}
      >
        <Icon name={service.icon} className="h-4 w-4" />
      </span>
      <h4
        className={cn(
          "flex min-h-8 min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1 text-[0.9375rem] font-semibold leading-snug tracking-[-0.01em] sm:text-base md:text-lg",
          dark ? "text-white" : "text-ink",
        )}
      >
        <span data-service-name="">{service.name}</span>
        {service.badge ? (
          <>
            {" "}
            <Badge badge={service.badge} dark={dark} />
          </>
        ) : null}
      </h4>
    </div>
  );
}

/**
 * One service as a row of the area's list: the title line, then the description (15 px) and, for
 * a lead service, its two or three check-mark points (14 px) across the row's full width. On a
 * phone the points wait for a wider screen.
 */
function ServiceRow({ service, dark, lead }: { service: Service; dark: boolean; lead: boolean }) {
  const tone = dark ? "text-slate-300" : "text-slate-600";
  return (
    <li data-service-row="" data-lead-service={lead ? "" : undefined} className="px-3.5 py-5 sm:p-5">
      <TitleLine service={service} dark={dark} />
      <p className={cn("mt-2 text-[0.9375rem] leading-relaxed", tone)}>{service.description}</p>
      {lead && service.points ? (
        <ul className={cn("mt-3 grid gap-1.5 text-sm leading-snug max-sm:hidden", tone)}>
          {service.points.map((point) => (
            <li key={point} className="flex gap-2">
              <Icon
                name="Check"
                className={cn("mt-0.5 h-3.5 w-3.5 shrink-0", dark ? "text-brand-300" : "text-brand-600")}
              />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * One area's services on /services as one grouped list (review 68: one surface instead of a
 * stack of shadowed cards): a 1 px border, 16 px radius, rows parted by hairlines. It leads with
 * four services; the rest wait behind a native <details> ("Show all 21 services", the list's last
 * row) at every width, since the home page's capabilities already list every service. Opened, the
 * rest join the same list under an "Also included" row (works without JavaScript). Loaded lazily
 * (service-block.tsx): the browser gets the list as static HTML and downloads this module only
 * when it renders the page itself.
 */
export default function ServiceList({ areaId, dark = false }: { areaId: ServiceCategoryId; dark?: boolean }) {
  const services = servicesIn[areaId];
  const lead = services.slice(0, leadServices);
  const rest = services.slice(leadServices);
  return (
    <div
      data-service-list=""
      className={cn("mt-5 overflow-hidden rounded-2xl border", rule(dark), dark ? "bg-white/[0.02]" : "bg-white")}
    >
      <ul className={hairlines(dark)}>
        {lead.map((service) => (
          <ServiceRow key={service.id} service={service} dark={dark} lead />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details data-show-all="" data-always="" className={cn("show-all border-t", rule(dark))}>
          {/* The list's last row. On the night band a ghost (clear fill, light indigo text and
              chevron): the band's "Get Started" stays its one filled button. */}
          <summary
            className={cn(
              "show-all-summary mt-0 rounded-none border-0 hover:bg-brand-50/60",
              dark && "bg-transparent text-indigo-200 hover:bg-white/[0.04]",
            )}
          >
            {cardWall.showAll(services.length)}
          </summary>
          <p
            className={cn(
              "border-b px-3.5 py-3 text-sm font-bold sm:px-5",
              rule(dark),
              dark ? "bg-white/[0.03] text-white" : "bg-slate-50 text-ink",
            )}
          >
            {servicesPage.alsoIncludedHeading}{" "}
            <span className={cn("font-medium", dark ? "text-slate-400" : "text-slate-600")}>{rest.length}</span>
          </p>
          <ul className={hairlines(dark)}>
            {rest.map((service) => (
              <ServiceRow key={service.id} service={service} dark={dark} lead={false} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
