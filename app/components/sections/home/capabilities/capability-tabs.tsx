import type { KeyboardEvent } from "react";
import { StaticHtml } from "~/components/ui/static-html";
import { capabilities } from "~/content/home";
import { serviceAreas, serviceCounts } from "~/content/service-categories";
import type { ServiceCategoryId } from "~/content/services";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";

const CapabilityCards = lazyComponent(() => import("./capability-cards"));
type Category = (typeof serviceAreas)[number];

export const tabId = (id: ServiceCategoryId) => `capability-tab-${id}`;
export const panelId = (id: ServiceCategoryId) => `capability-panel-${id}`;

type TabListProps = {
  active: ServiceCategoryId;
  /** Arrow keys, Home and End move focus and choose (automatic activation). */
  onSelect: (id: ServiceCategoryId) => void;
  /** A click (or Enter/Space) also brings the panel into view. */
  onActivate: () => void;
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The WAI-ARIA tabs pattern, kept tiny: one tab stop, arrows move between the three tabs. */
export function CapabilityTabList({ active, onSelect, onActivate }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const index = serviceAreas.findIndex((c) => c.id === active);
    const next = serviceAreas[move(index, serviceAreas.length)];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={capabilities.tabListLabel}
      onKeyDown={onKeyDown}
      // Fixed under the header, the white band is the tabs' ground: no pill of its own inside it.
      className="grid gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-1 md:inline-flex md:rounded-full in-data-[fixed=true]:border-transparent in-data-[fixed=true]:bg-transparent"
    >
      {serviceAreas.map((category) => {
        const selected = category.id === active;
        return (
          <button
            key={category.id}
            type="button"
            role="tab"
            id={tabId(category.id)}
            aria-selected={selected}
            aria-controls={panelId(category.id)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? "active" : "inactive"}
            onClick={() => {
              onSelect(category.id);
              onActivate();
            }}
            className="inline-flex h-10 items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold text-slate-700 hover:text-ink data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:shadow md:h-9 md:rounded-full"
          >
            {category.label}{" "}
            <span aria-hidden className="rounded-full bg-black/5 px-2 py-0.5 text-xs tabular-nums">
              {serviceCounts[category.id]}
            </span>{" "}
          </button>
        );
      })}
    </div>
  );
}

/**
 * One category's services. Inactive panels are hidden with CSS only, so all 49 services are in
 * the server HTML; without JavaScript every panel shows, under its own heading.
 */
export function CapabilityPanel({ category, active }: { category: Category; active: boolean }) {
  return (
    <div
      role="tabpanel"
      id={panelId(category.id)}
      aria-labelledby={tabId(category.id)}
      data-panel={category.id}
      data-state={active ? "active" : "inactive"}
      className={cn(!active && "hidden", "[@media(scripting:none)]:mb-14 [@media(scripting:none)]:block!")}
    >
      <h3 className="sr-only [@media(scripting:none)]:not-sr-only [@media(scripting:none)]:mb-6 [@media(scripting:none)]:text-2xl [@media(scripting:none)]:font-bold">
        {category.label}
        <span className="sr-only">
          {" "}
          ({serviceCounts[category.id]} {capabilities.servicesLabel})
        </span>
      </h3>
      <StaticHtml id={`${panelId(category.id)}-cards`}>
        <CapabilityCards categoryId={category.id} />
      </StaticHtml>
    </div>
  );
}
