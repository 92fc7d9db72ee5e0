import { Sparkles, TrendingUp } from "lucide-react";
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/services";
import { cn } from "~/lib/cn";
import { SpotlightCard } from "../../spotlight-card";
import { useTooltip } from "./use-tooltip";

function ServiceBadge({ badge }: { badge: NonNullable<Service["badge"]> }) {
  const popular = badge === "Popular";
  const BadgeIcon = popular ? TrendingUp : Sparkles;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1",
        popular ? "bg-amber-50 text-amber-800 ring-amber-200" : "bg-violet-50 text-violet-700 ring-violet-200",
      )}
    >
      <BadgeIcon className="h-3.5 w-3.5" aria-hidden />
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
        className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow duration-200 hover:shadow-lg hover:shadow-brand-900/5 sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Icon name={service.icon} className="h-5 w-5" />
          </span>
          {service.badge ? <ServiceBadge badge={service.badge} /> : null}
        </div>
        <h4 className="mt-4 text-base font-bold text-ink">{service.name}</h4>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{service.description}</p>
      </SpotlightCard>
      <div
        role="tooltip"
        id={tipId}
        hidden={!tip.open}
        className={cn(
          "absolute left-1/2 w-max max-w-[min(20rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl bg-ink px-3.5 py-2.5 text-sm leading-relaxed text-white shadow-xl",
          tip.below ? "top-full mt-2" : "bottom-full mb-2",
        )}
      >
        {service.tooltip}
        <span
          aria-hidden
          className={cn(
            "absolute left-1/2 h-3 w-3 -translate-x-1/2 rotate-45 bg-ink",
            tip.below ? "-top-1.5" : "-bottom-1.5",
          )}
        />
      </div>
    </li>
  );
}
