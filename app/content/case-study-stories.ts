// The case studies themselves: the four stories and the featured one's detail. Kept apart from
// the page's chrome (./case-studies) because /case-studies takes them through its loader only, so
// their text stays out of that page's script; /resources imports them directly.
import type { CaseStudy, CaseStudyDetail } from "./case-studies";

export const ecommerceGrowthDetail = {
  title: "E-commerce Growth Success",
  subtitle:
    "How a home goods brand went from “not recommended for purchase” to 111% more orders on Amazon in a single year.",
  client: { name: "Larkfield Living", category: "Home & Kitchen", channel: "Amazon" },
  // The story's own facts: its channel, its "single year", and its listed SKUs (9 of 60 listed,
  // then 38 new SKUs launched: 9 + 38).
  facts: [
    { label: "Channel", value: "Amazon" },
    { label: "Timeframe", value: "One year" },
    { label: "SKUs listed", value: "9 → 47" },
  ],
  challenges: [
    {
      title: "Not Recommended for Purchase",
      text: "Amazon’s retail team had flagged the brand’s core products as not recommended for purchase, so purchase orders stalled and best sellers kept running out of stock.",
    },
    {
      title: "Limited SKU Coverage",
      text: "Only 9 of the brand’s 60 products were listed, so shoppers looking for other sizes, colors and sets bought from competitors instead.",
    },
    {
      title: "Low Visibility",
      text: "Thin listings with few images sat beyond page one for the brand’s core search terms, leaving ads with weak detail pages to send traffic to.",
    },
  ],
  interventions: [
    {
      title: "SKU Expansion",
      description:
        "We launched 38 new SKUs, including the sizes and bundles shoppers were searching for, grouped into clean variation families.",
      icon: "Boxes",
    },
    {
      title: "Amazon Exclusivity",
      description:
        "We agreed an Amazon-exclusive online range, giving the retail team a clear reason to restart and grow purchase orders.",
      icon: "Handshake",
    },
    {
      title: "Marketing Allowance Negotiated",
      description:
        "We negotiated a marketing allowance into the vendor terms, funding sponsored ads and deals without eroding margin.",
      icon: "DollarSign",
    },
    {
      title: "Listing Optimization with Enhanced Content",
      description:
        "Every detail page received keyword-led titles and bullets, full image galleries and enhanced brand content with comparison charts.",
      icon: "FileText",
    },
    {
      title: "Brand Registry Access",
      description:
        "We enrolled the brand in Brand Registry, securing control of its listings and unlocking brand stores, video and search analytics.",
      icon: "BadgeCheck",
    },
  ],
  metrics: [
    { value: "+111%", label: "Orders" },
    { value: "+143%", label: "Conversion Rate" },
    { value: "+114%", label: "Ad Sales" },
    { value: "+23%", label: "Sales" },
    { value: "+251%", label: "Click-Through Rate" },
  ],
  quote: {
    text: "A year ago Amazon would not buy from us. Today our range is complete, our listings convert and orders have more than doubled. Vantora fixed the relationship and the storefront at the same time.",
    name: "Harriet Okonkwo-Bell",
    role: "Vice President of Sales",
    company: "Larkfield Living",
  },
} as const satisfies CaseStudyDetail;

export const caseStudies = [
  {
    id: "ecommerce-growth",
    title: "E-commerce Growth Success",
    stat: "111% orders growth YoY",
    description:
      "An Amazon brand success story: a home goods vendor blocked from purchase orders rebuilt its range, listings and retail relationship with our team.",
    cta: "Read the Full Story",
    hasDetail: true,
    detail: ecommerceGrowthDetail,
    icon: "TrendingUp",
  },
  {
    id: "ai-implementation",
    title: "AI Implementation Success",
    stat: "85% efficiency boost",
    description:
      "A multi-brand distributor automated catalog updates, order triage and buyer replies with a custom AI workflow built by our engineers.",
    cta: "Ask About This Result",
    hasDetail: false,
    client: { category: "Multi-brand distributor", channel: "Custom AI workflow" },
    icon: "Brain",
  },
  {
    id: "global-saas-platform",
    title: "Global SaaS Platform",
    stat: "500+ businesses served, 25 countries",
    description:
      "Vantora Hub gives operations teams one place to run inventory, orders and listings across every channel they sell on.",
    cta: "Ask About This Result",
    hasDetail: false,
    client: { category: "Vantora Hub", channel: "Operations software" },
    icon: "Cloud",
  },
  {
    id: "marketplace-expansion",
    title: "Marketplace Expansion",
    stat: "300% revenue increase, from 3 to 25 marketplaces",
    description:
      "A premium apparel brand expanded across North America, Europe and Asia using our channel launch playbook and localization team.",
    cta: "Ask About This Result",
    hasDetail: false,
    client: { category: "Premium apparel brand", channel: "North America, Europe & Asia" },
    icon: "Globe",
  },
] as const satisfies readonly CaseStudy[];
