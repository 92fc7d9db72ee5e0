import type { ServiceCategoryId } from "./services";

// The three service areas by id and tab label only: what the home page's tab bar needs, so it
// does not ship the services' copy (service-area-pages.ts adds each area's /services copy and
// services.ts its services).
export const serviceAreas = [
  { id: "ecommerce-management", label: "E-commerce Management" },
  { id: "saas-solutions", label: "SaaS" },
  { id: "custom-development", label: "Custom AI & Tech Development" },
] as const satisfies readonly { id: ServiceCategoryId; label: string }[];

/** Counted from services.ts at build time (server/build-time/config.ts `contentDefines`). */
declare const __SERVICE_COUNTS__: Record<ServiceCategoryId, number>;

/** How many services each area has, shown on the home page's tabs without loading the services. */
export const serviceCounts: Record<ServiceCategoryId, number> = __SERVICE_COUNTS__;

/** Long card walls (home capabilities, /services) on a phone. */
export const cardWall = {
  showAll: (count: number) => `Show all ${count} services`,
};
