import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/services";
import { cn } from "~/lib/cn";
import { SpotlightCard } from "../../spotlight-card";
import { useTooltip } from "./use-tooltip";

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

/**
 * One service (a list item): icon, name, description and optional badge. Hovering it (after
 * 700 ms) or focusing it with the keyboard shows the longer tooltip text, which is also the
 * card's accessible description and stays open while the pointer is over it.
 */
export function ServiceCard({ service }: { service: Service }) {
  const tipId = useId();
  const tip = useTooltip();
  return (
    <li
      className={cn("relative", tip.open && "z-20")}
      onPointerEnter={(event) => event.pointerType === "mouse" && tip.openLater(event.currentTarget)}
      onPointerLeave={tip.close}
      onPointerDown={tip.close}
    >
      <SpotlightCard
        radius={400}
        tabIndex={0}
        aria-describedby={tipId}
        data-service={service.id}
        onFocus={(event) => event.currentTarget.matches(":focus-visible") && tip.openNow(event.currentTarget)}
        onBlur={tip.close}
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
      <div
        role="tooltip"
        id={tipId}
        hidden={!tip.open}
        className={cn("service-tip", tip.below ? "top-full mt-2" : "bottom-full mb-2")}
      >
        {service.tooltip}
        <span aria-hidden className={cn("service-tip-arrow", tip.below ? "-top-1.5" : "-bottom-1.5")} />
      </div>
    </li>
  );
}
