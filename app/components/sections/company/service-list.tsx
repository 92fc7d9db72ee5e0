import { Icon } from "~/components/ui/icon";
import { cardWall } from "~/content/service-categories";
import { leadServices, type Service, type ServiceCategoryId, servicesIn } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { cn } from "~/lib/cn";

function Badge({ badge, dark }: { badge: NonNullable<Service["badge"]>; dark: boolean }) {
  const ai = badge === "AI-Enhanced";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
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
 * The name, then its badge on a line of its own (beside a short name and under a long one read as
 * two rules), with a space in the text (flex ignores it), so text browsers read "Apps Popular".
 */
function Name({ service, dark, className }: { service: Service; dark: boolean; className: string }) {
  return (
    <h4 className={cn("flex flex-col items-start gap-y-1.5 font-semibold", className)}>
      {service.name}
      {service.badge ? (
        <>
          {" "}
          <Badge badge={service.badge} dark={dark} />
        </>
      ) : null}
    </h4>
  );
}

/**
 * A lead service: a card as wide as the list, the icon beside the name, so the description keeps
 * to two lines at 1440 px (in two columns its 280 px measure ran to three or four), then the
 * tooltip's explanation as two or three check-mark points in the description's colour (one grey,
 * not three). Each card is as tall as its own content: no neighbour to end ragged against. On a
 * phone the points wait for a wider screen.
 */
function LeadItem({ service, dark }: { service: Service; dark: boolean }) {
  return (
    <li
      data-lead-service=""
      className={cn(
        "flex gap-4 rounded-2xl border p-4 sm:p-5 md:gap-5 md:p-6",
        dark ? "border-white/10 bg-white/[0.04]" : "border-slate-200 bg-white shadow-sm",
      )}
    >
      <span
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl md:h-11 md:w-11",
          dark ? "bg-brand-400/15 text-brand-200" : "bg-brand-50 text-brand-700",
        )}
      >
        <Icon name={service.icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <Name
          service={service}
          dark={dark}
          className={cn(
            "sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2.5 md:text-lg md:leading-snug",
            dark ? "text-white" : "text-ink",
          )}
        />
        <p
          className={cn(
            "mt-1.5 text-sm leading-relaxed md:text-[0.9375rem]",
            dark ? "text-slate-300" : "text-slate-600",
          )}
        >
          {service.description}
        </p>
        {service.points ? (
          <ul
            className={cn(
              "mt-3 grid gap-1.5 text-[0.8125rem] leading-snug max-sm:hidden",
              dark ? "text-slate-300" : "text-slate-600",
            )}
          >
            {service.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Icon
                  name="Check"
                  className={cn("mt-px h-3.5 w-3.5 shrink-0", dark ? "text-brand-300" : "text-brand-600")}
                />
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Every other service: one line of name and one of description, in a ruled two-column list. */
function CompactItem({ service, dark }: { service: Service; dark: boolean }) {
  return (
    <li className={cn("flex gap-3.5 border-t py-4", dark ? "border-white/10" : "border-slate-200")}>
      <Icon name={service.icon} className={cn("mt-0.5 h-5 w-5 shrink-0", dark ? "text-brand-300" : "text-brand-600")} />
      <div className="min-w-0">
        <Name service={service} dark={dark} className={cn("text-[0.9375rem]", dark ? "text-white" : "text-ink")} />
        <p className={cn("mt-1 text-sm leading-relaxed", dark ? "text-slate-400" : "text-slate-600")}>
          {service.description}
        </p>
      </div>
    </li>
  );
}

/**
 * One area's services on /services: the four it leads with as cards, the rest as a compact list
 * (hierarchy instead of one wall of equal cards). The compact list opens from a native <details>
 * ("Show all 21 services") at every width: the home page's capabilities already list every
 * service, so this page leads with the four and keeps the rest one click away (works without
 * JavaScript). Loaded lazily (service-block.tsx): the browser gets the list
 * as static HTML and downloads this module only when it renders the page itself.
 */
export default function ServiceList({ areaId, dark = false }: { areaId: ServiceCategoryId; dark?: boolean }) {
  const services = servicesIn[areaId];
  const lead = services.slice(0, leadServices);
  const rest = services.slice(leadServices);
  return (
    <div className="mt-5">
      <ul className="grid gap-3 sm:gap-4">
        {lead.map((service) => (
          <LeadItem key={service.id} service={service} dark={dark} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details data-show-all="" data-always="" className="show-all mt-3 md:mt-8">
          {/* On a dark band a ghost (clear fill, faint rule, light indigo text and chevron): the
              band's "Get Started" stays its one filled button. */}
          <summary
            className={cn(
              "show-all-summary",
              dark && "border-white/18 bg-transparent text-indigo-200 hover:border-white/40",
            )}
          >
            {cardWall.showAll(services.length)}
          </summary>
          <p className={cn("mt-6 mb-1 text-base font-bold md:mt-0", dark ? "text-white" : "text-ink")}>
            {servicesPage.alsoIncludedHeading}{" "}
            <span className={cn("font-medium", dark ? "text-slate-400" : "text-slate-500")}>{rest.length}</span>
          </p>
          <ul className="grid md:grid-cols-2 md:gap-x-8">
            {rest.map((service) => (
              <CompactItem key={service.id} service={service} dark={dark} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
