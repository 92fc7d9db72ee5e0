import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/services";
import { cn } from "~/lib/cn";
import { SpotlightCard } from "../../spotlight-card";

function ServiceBadge({ badge }: { badge: NonNullable<Service["badge"]> }) {
  const popular = badge === "Popular";
  return (
    <span
      className={cn(
        "service-badge",
        popular ? "bg-amber-50 text-amber-800 ring-amber-200" : "bg-violet-50 text-violet-700 ring-violet-200",
      )}
    >
      <Icon name={popular ? "TrendingUp" : "Sparkles"} className="h-3.5 w-3.5" />
      {badge}
    </span>
  );
}

export const serviceTipId = (service: Service) => `service-tip-${service.id}`;

/**
 * One service (a list item): icon, name, description and optional badge, plus the longer
 * tooltip text, which is also the card's accessible description. Markup only: the cards reach
 * the browser as static HTML and `useServiceTips` opens and closes the tooltips.
 */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="service-item">
      <SpotlightCard
        radius={400}
        tabIndex={0}
        aria-describedby={serviceTipId(service)}
        data-service={service.id}
        className="service-card grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 sm:p-5"
      >
        {/* A catalogue entry rather than a poster: the mark beside the name, so twenty-one services
            read as one index (about a third shorter than stacked cards). */}
        <span className="service-card-icon row-span-2 h-10 w-10">
          <Icon name={service.icon} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h4 className="text-base leading-snug font-bold text-ink">{service.name}</h4>{" "}
          {/* Always on its own line under the name, so the wall keeps one rhythm. */}
          {service.badge ? (
            <p className="mt-1.5">
              <ServiceBadge badge={service.badge} />
            </p>
          ) : null}
        </div>
        <p className="service-card-text mt-1.5">{service.description}</p>
      </SpotlightCard>
      <div role="tooltip" id={serviceTipId(service)} hidden className="service-tip">
        {service.tooltip}
        <span aria-hidden className="service-tip-arrow" />
      </div>
    </li>
  );
}
