import { Icon } from "~/components/ui/icon";
import { cardWall } from "~/content/service-categories";
import { type Service, type ServiceCategoryId, servicesIn } from "~/content/services";
import { cn } from "~/lib/cn";
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
      {ai ? <Icon name="Sparkles" className="h-3 w-3" /> : <Icon name="Star" className="h-3 w-3" />}
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
          {/* A space in the text (flex ignores it), so text browsers read "Apps Popular", not "AppsPopular". */}
          {service.badge ? (
            <>
              {" "}
              <Badge badge={service.badge} />
            </>
          ) : null}
        </h4>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{service.description}</p>
      </div>
    </li>
  );
}

/**
 * One area's services on /services. Loaded lazily (service-block.tsx): the browser gets the list
 * as static HTML and downloads this module only when it renders the page itself.
 */
export default function ServiceList({ areaId }: { areaId: ServiceCategoryId }) {
  const services = servicesIn[areaId];
  return (
    <ShowAll
      items={services}
      initial={4}
      getKey={(service) => service.id}
      render={(service) => <ServiceItem service={service} />}
      summary={cardWall.showAll(services.length)}
      // An odd count would leave the last card alone in its row: it takes the whole row.
      gridClassName="gap-3 sm:gap-4 md:grid-cols-2 md:[&>details>ul>li:last-child:nth-child(odd)]:col-span-2"
      className="mt-5"
    />
  );
}
