// Types of the integration content: the /integrations overview (index.ts) and the twelve channel pages (one module each).
import type { Colour, FeatureSummary, FixedArray, IconName } from "../features/types";
import type { IntegrationSlug } from "./slugs";

export type { IntegrationSlug };

export type IntegrationCategory =
  | "Major Marketplaces"
  | "E-commerce Platforms"
  | "Search & Shopping"
  | "Social Commerce"
  | "Specialty Marketplaces"
  | "Emerging Marketplaces";

export type Integration = {
  readonly slug: IntegrationSlug;
  readonly name: string;
  readonly description: string;
  /** simple-icons slug (checked against simple-icons 16.37), or null to render a text logo. */
  readonly simpleIcon: string | null;
  readonly href: `/integrations/${IntegrationSlug}`;
  readonly category: IntegrationCategory;
  readonly colour: Colour;
};

export type IntegrationGroup = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly categories: readonly IntegrationCategory[];
};

export type Hero = { readonly kicker: string; readonly title: string; readonly subtitle: string };
/** `primary` and `secondary` both open the integration modal. */
export type CtaLabels = { readonly primary: string; readonly secondary: string };
export type Closing = { readonly heading: string; readonly text: string };
export type Metric = { readonly value: string; readonly description: string };
export type IconCard = { readonly title: string; readonly description: string; readonly icon: IconName };
export type BenefitCard = IconCard & { readonly benefits: readonly string[] };
/**
 * The Vantora Hub band of a card-shaped channel page, sent with the loader data (so the features'
 * copy stays out of the channel pages' bundle): four features with their /features copy and the
 * platform's headline figures.
 */
export type ChannelHubContent = {
  readonly features: readonly Pick<FeatureSummary, "slug" | "name" | "description" | "href" | "icon">[];
  readonly stats: readonly { readonly value: string; readonly label: string }[];
};
export type ComplianceBadge = { readonly label: string; readonly icon: IconName };

export type ScreenshotId = "inventory" | "orders" | "listings" | "advertising" | "messaging";
export type Screenshot<Id extends ScreenshotId = ScreenshotId> = {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  readonly bullets: FixedArray<string, 3>;
  /** Data for an HTML/CSS mock dashboard; all values are fictional. */
  readonly mock: {
    readonly columns: readonly string[];
    readonly rows: readonly (readonly string[])[];
    readonly stats: FixedArray<{ readonly label: string; readonly value: string }, 3>;
  };
};

export type PolicySection = {
  readonly heading: string;
  readonly intro: string;
  readonly points: readonly { readonly title: string; readonly text: string }[];
};

type PageBase = {
  readonly slug: IntegrationSlug;
  readonly name: string;
  /** Value of the `integration-name` attribute the header menu scrolls to. */
  readonly integrationName: IntegrationSlug;
  readonly simpleIcon: string | null;
  readonly colour: Colour;
  readonly hero: Hero;
  readonly cta: CtaLabels;
  readonly closing: Closing;
};

export type AmazonIntegrationPage = PageBase & {
  readonly shape: "amazon";
  readonly badgesHeading: string;
  readonly badges: FixedArray<ComplianceBadge, 12>;
  readonly capabilitiesHeading: string;
  readonly capabilities: FixedArray<IconCard, 6>;
  readonly screenshotsHeading: string;
  readonly screenshotsIntro: string;
  readonly screenshots: readonly [
    Screenshot<"inventory">,
    Screenshot<"orders">,
    Screenshot<"listings">,
    Screenshot<"advertising">,
    Screenshot<"messaging">,
  ];
  readonly privacy: PolicySection;
  readonly security: PolicySection;
};

export type MetricsIntegrationPage = PageBase & {
  readonly shape: "metrics";
  readonly metricsHeading: string;
  readonly metrics: FixedArray<Metric, 4>;
  readonly featuresHeading: string;
  readonly features: FixedArray<IconCard, 6>;
  readonly whyChooseHeading: string;
  readonly whyChoose: FixedArray<string, 8>;
};

export type CardsIntegrationPage = PageBase & {
  readonly shape: "cards";
  readonly cardsHeading: string;
  readonly cards: FixedArray<BenefitCard, 4>;
  /** Only Google Shopping, Facebook Marketplace and Etsy have a metrics block. */
  readonly metricsHeading?: string;
  readonly metrics?: FixedArray<Metric, 4>;
};

export type IntegrationPage = AmazonIntegrationPage | MetricsIntegrationPage | CardsIntegrationPage;

export type StatusTone = "good" | "warn" | "bad" | "info";
