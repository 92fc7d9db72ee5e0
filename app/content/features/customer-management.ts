import type { FeaturePage } from "./types";

/** The /features/customer-management page. */
export const customerManagement: FeaturePage = {
  kicker: "Customer Management",
  title: "Every Buyer Conversation in One Inbox",
  subtitle:
    "Answer Amazon, Walmart, eBay and Shopify buyers from a single inbox, with order, tracking and return details beside every message.",
  cards: [
    {
      title: "Unified Buyer Inbox",
      description:
        "Messages from every channel arrive in one shared inbox, threaded by order, with the channel's response deadline shown.",
      icon: "MessageSquare",
      benefits: [
        "Assignment, internal notes and collision detection",
        "Response-time countdown based on each marketplace policy",
        "Order, tracking and return status beside each thread",
        "Templates that stay within marketplace messaging rules",
      ],
    },
    {
      title: "Customer Profiles",
      description:
        "For storefront and wholesale customers you own, see lifetime value, order history and segment tags in one profile.",
      icon: "UserCheck",
      benefits: [
        "Lifetime value and repeat purchase rate",
        "Segments for VIP, wholesale and lapsed customers",
        "B2B price lists and payment terms per account",
        "Marketplace buyer data kept within each channel's usage rules",
      ],
    },
    {
      title: "Reviews & Feedback",
      description:
        "Track seller feedback and product ratings across channels and respond to negative feedback while it still matters.",
      icon: "Star",
      benefits: [
        "Alerts for new negative feedback within the hour",
        "Review requests timed to each channel's rules",
        "Rating trends by SKU and by channel",
        "Feedback removal requests tracked to resolution",
      ],
    },
    {
      title: "Account Health Monitoring",
      description:
        "Watch the metrics marketplaces judge you on and fix issues before they turn into listing removals or suspensions.",
      icon: "Gauge",
      benefits: [
        "Order defect, late shipment and cancellation rates",
        "Walmart on-time delivery and valid tracking rates",
        "eBay seller level and transaction defect tracking",
        "Daily account health summary for every storefront",
      ],
    },
  ],
  cta: {
    heading: "Answer Faster, Protect Your Ratings",
    text: "Bring every buyer inbox into one place and see response-time risk on day one.",
    label: "Start Free Trial",
  },
};
