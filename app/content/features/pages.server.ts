// Every feature page body, for the route loader only: the `.server` suffix keeps it out of the
// browser bundle, so a page ships its own content through loader data and nothing else.

import { analyticsReporting } from "./analytics-reporting";
import { automationTools } from "./automation-tools";
import { customerManagement } from "./customer-management";
import { financialReporting } from "./financial-reporting";
import { features } from "./index";
import { inventoryManagement } from "./inventory-management";
import { multiChannelIntegration } from "./multi-channel-integration";
import { orderProcessing } from "./order-processing";
import { productCatalog } from "./product-catalog";
import { shippingFulfillment } from "./shipping-fulfillment";
import { isFeatureSlug } from "./slugs";
import type { Feature, FeaturePage, FeatureSlug } from "./types";
import { warehouseManagement } from "./warehouse-management";

const pages = {
  "inventory-management": inventoryManagement,
  "order-processing": orderProcessing,
  "analytics-reporting": analyticsReporting,
  "multi-channel-integration": multiChannelIntegration,
  "automation-tools": automationTools,
  "customer-management": customerManagement,
  "product-catalog": productCatalog,
  "warehouse-management": warehouseManagement,
  "shipping-fulfillment": shippingFulfillment,
  "financial-reporting": financialReporting,
} satisfies Record<FeatureSlug, FeaturePage>;

/** Undefined for an unknown slug; the route then redirects to /features. */
export function findFeature(slug: string | undefined): Feature | undefined {
  if (!isFeatureSlug(slug)) return undefined;
  const summary = features.find((feature) => feature.slug === slug);
  return summary && { ...summary, page: pages[slug] };
}
