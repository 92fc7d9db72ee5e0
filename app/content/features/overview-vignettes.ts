// The four small Hub screens on /features, one beside each feature group: a cut of the product
// for what the group does. Sample data only: the overview scene's own rows, and the sample
// figures of the feature pages' scenes (the lantern's SKU, the margin line, the Shopify payout).
import type { BrandMarkSlug } from "../brands";
import { featuresOverview } from "./index";
import type { FeatureGroupId, SceneCell } from "./types";

type Vignettes = {
  operations: {
    screen: string;
    columns: readonly string[];
    rows: readonly (readonly SceneCell[])[];
  };
  "sales-channels": {
    screen: string;
    product: string;
    sku: string;
    status: SceneCell;
    channels: readonly BrandMarkSlug[];
    synced: string;
  };
  "insights-automation": {
    screen: string;
    metric: string;
    value: string;
    period: string;
    /** The margin line, 0–100. */
    values: readonly number[];
    rule: string;
    ruleState: SceneCell;
  };
  "finance-customers": {
    screen: string;
    payout: { title: string; channel: BrandMarkSlug; channelName: string; amount: string; gap: SceneCell };
    matched: readonly { channel: BrandMarkSlug; channelName: string; amount: string; state: SceneCell }[];
  };
};

export const groupVignettes = {
  operations: {
    screen: featuresOverview.scene.aside.title,
    columns: featuresOverview.scene.aside.columns,
    // The overview scene's first three rows: a low-stock SKU, an order due out, a price synced.
    rows: featuresOverview.scene.aside.rows.slice(0, 3),
  },
  "sales-channels": {
    screen: "Catalog",
    product: "Lumen Lantern",
    sku: "NP-LMP-RC",
    status: { text: "Price synced", tone: "good" },
    channels: ["amazon", "walmart", "ebay", "shopify", "google-shopping"],
    synced: "Synced",
  },
  "insights-automation": {
    screen: "Analytics",
    metric: "Contribution margin",
    value: "22.3%",
    period: "Last 30 days",
    values: [10, 12, 11, 13, 12, 15, 14, 17, 15, 18, 20, 18, 21, 23, 22, 26],
    rule: "If stock < 20 → pause eBay",
    ruleState: { text: "On", tone: "good" },
  },
  "finance-customers": {
    screen: "Finance",
    payout: {
      title: "Payout Nov 24",
      channel: "shopify",
      channelName: "Shopify",
      amount: "$21,307",
      gap: { text: "Fee gap $42", tone: "warn" },
    },
    matched: [
      { channel: "amazon", channelName: "Amazon", amount: "$61,204", state: { text: "Matched", tone: "good" } },
      { channel: "walmart", channelName: "Walmart", amount: "$28,930", state: { text: "Matched", tone: "good" } },
    ],
  },
} as const satisfies Vignettes & Record<FeatureGroupId, unknown>;
