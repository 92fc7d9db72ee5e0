import { cn } from "~/lib/cn";
import { AnalyticsChart } from "./analytics-chart";
import { ChannelSync } from "./channel-sync";
import { InventoryTable } from "./inventory-table";

/**
 * Three Vantora Hub screens side by side (home hero, /features): channel sync, inventory and
 * analytics. A phone shows the first only, so long pages stay short.
 */
export function ProductShowcase({ className }: { className?: string }) {
  return (
    <div className={cn("mx-auto grid max-w-6xl items-start gap-5 md:grid-cols-3", className)}>
      <ChannelSync />
      <InventoryTable className="hidden md:block md:-translate-y-4" />
      <AnalyticsChart className="hidden md:block" />
    </div>
  );
}
