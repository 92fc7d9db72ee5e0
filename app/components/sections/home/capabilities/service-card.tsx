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
        className="service-card"
      >
        <div className="service-card-top">
          <span className="service-card-icon">
            <Icon name={service.icon} className="h-5 w-5" />
          </span>
          {service.badge ? <ServiceBadge badge={service.badge} /> : null}
        </div>
        <h4 className="service-card-name">{service.name}</h4>
        <p className="service-card-text">{service.description}</p>
      </SpotlightCard>
      <div role="tooltip" id={serviceTipId(service)} hidden className="service-tip">
        {service.tooltip}
        <span aria-hidden className="service-tip-arrow" />
      </div>
    </li>
  );
}
