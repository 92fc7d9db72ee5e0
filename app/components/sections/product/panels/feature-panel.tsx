import type { ComponentType } from "react";
import { AnalyticsChart } from "./analytics-chart";
import { AutomationRules } from "./automation-rules";
import { CatalogEditor } from "./catalog-editor";
import { ChannelSync } from "./channel-sync";
import { CustomerProfile } from "./customer-profile";
import { FinancialSummary } from "./financial-summary";
import { InventoryTable } from "./inventory-table";
import { OrderPipeline } from "./order-pipeline";
import { ShippingLabels } from "./shipping-labels";
import { WarehouseBins } from "./warehouse-bins";

/** The one product panel that shows each Vantora Hub feature (keyed by the feature's slug). */
export const featurePanels: Record<string, ComponentType<{ className?: string }>> = {
  "inventory-management": InventoryTable,
  "order-processing": OrderPipeline,
  "analytics-reporting": AnalyticsChart,
  "multi-channel-integration": ChannelSync,
  "automation-tools": AutomationRules,
  "customer-management": CustomerProfile,
  "product-catalog": CatalogEditor,
  "warehouse-management": WarehouseBins,
  "shipping-fulfillment": ShippingLabels,
  "financial-reporting": FinancialSummary,
};

/** A feature page's product panel in its own band under the hero, or nothing for a slug without one. */
export function FeaturePanel({ slug }: { slug: string }) {
  const Panel = featurePanels[slug];
  if (!Panel) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 pb-12 sm:px-6 lg:pb-16">
      <Panel />
    </div>
  );
}
