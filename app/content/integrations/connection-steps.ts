import type { IconName } from "../types";

/** How every connection works, the same three steps on every channel. */
export const connectionSteps = {
  heading: "How Every Connection Works",
  steps: [
    {
      title: "Connect through the official API",
      text: "Authorize Vantora Hub in the channel's own seller portal. Access is permission-based and you can revoke it there at any time.",
      icon: "KeyRound",
    },
    {
      title: "Map listings to one product record",
      text: "Existing listings are matched to your master SKUs by GTIN, SKU or title, so nothing is relisted and no reviews are lost.",
      icon: "Layers",
    },
    {
      title: "Sync stock, orders and tracking",
      text: "From then on a sale anywhere updates available stock everywhere, and orders and tracking flow through one queue.",
      icon: "RefreshCw",
    },
  ],
} as const satisfies {
  heading: string;
  steps: readonly { title: string; text: string; icon: IconName }[];
};
