import { Icon } from "~/components/ui/icon";
import { cardWall } from "~/content/service-categories";
import { type Service, type ServiceCategoryId, servicesIn } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { cn } from "~/lib/cn";

/** The area's lead services, drawn as cards; the rest follow as a compact list. */
const LEAD = 4;

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
 * A lead service: a card with the longer explanation the home page keeps in its tooltip. On a
 * phone the icon sits beside the name and the explanation waits for a wider screen.
 */
function LeadItem({ service, dark }: { service: Service; dark: boolean }) {
  return (
    <li
      className={cn(
        "flex gap-4 rounded-2xl border p-4 sm:p-5 md:flex-col md:gap-0 md:p-6",
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
        <Name service={service} dark={dark} className={cn("md:mt-4 md:text-lg", dark ? "text-white" : "text-ink")} />
        <p
          className={cn(
            "mt-1.5 text-sm leading-relaxed md:mt-2 md:text-[0.9375rem]",
            dark ? "text-slate-300" : "text-slate-600",
          )}
        >
          {service.description}
        </p>
        <p
          className={cn(
            "mt-4 hidden border-t pt-4 text-sm leading-relaxed md:block",
            dark ? "border-white/10 text-slate-400" : "border-slate-100 text-slate-500",
          )}
        >
          {service.tooltip}
        </p>
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
  const lead = services.slice(0, LEAD);
  const rest = services.slice(LEAD);
  return (
    <div className="mt-5">
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-2">
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
