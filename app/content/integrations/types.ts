// Types of the integration content: the /integrations overview (index.ts) and the twelve channel pages (one module each).
import type { Colour, FeatureSlug, FeatureSummary, FixedArray, IconName } from "../features/types";
import type { ScenePicture } from "./picture-types";
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
  /** The card's one line on a phone, where it is a compact row (about 30 characters). */
  readonly tagline: string;
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
 * copy stays out of the channel pages' bundle): the features this channel leans on, each with why.
 * No figures: TikTok Shop, Target and Home Depot have no metrics block (spec §2), and the others
 * have their own.
 */
export type ChannelHubContent = {
  readonly heading: string;
  readonly intro: string;
  readonly features: readonly (Pick<FeatureSummary, "slug" | "name" | "href" | "icon"> & { readonly why: string })[];
};

/** Drawings available for a channel scene's product (components/sections/product/integrations/product-art.tsx). */
export type ProductArt = "tent" | "lantern" | "lamp" | "pendant" | "chair" | "camp-chair" | "mug" | "bag";

/**
 * A channel page's own scene: the story of what is particular about that channel, the picture that
 * shows it in the channel's own terms, and the channel's screen in Vantora Hub. All data fictional.
 */
export type ChannelScene = {
  readonly heading: string;
  readonly intro: string;
  /** Beside the story (picture-types.ts). */
  readonly picture: ScenePicture;
  /** The channel's own screen in Vantora Hub, the hero's picture. */
  readonly view: ChannelView;
  /**
   * A second screen of Vantora Hub for this channel, drawn in the lower half (the Hub band, or
   * beside the six features): another moment than the hero's, in another body kind.
   */
  readonly secondView: ChannelView;
};
/** A cell of a channel view's table: plain text, or a status pill. */
export type ViewCell = string | { readonly text: string; readonly tone: StatusTone };

/**
 * What the channel's own screen in Vantora Hub shows (the hero's picture): one kind per channel,
 * so each page draws the part of the product that channel needs most. All data fictional.
 */
export type ChannelViewBody =
  | {
      readonly kind: "table";
      readonly columns: readonly string[];
      readonly rows: readonly (readonly ViewCell[])[];
      /** Right-aligned figures. */
      readonly numeric?: readonly number[];
      /** Columns left out under 640 px, so the rest stay readable. */
      readonly phoneHidden?: readonly number[];
      /** A column a phone shows as a small grey line under each row's name instead (Walmart's WFS or Seller). */
      readonly phoneUnder?: number;
      /** Columns also left out from 1024 px, where the screen stands in the hero's right column. */
      readonly narrowHidden?: readonly number[];
      /** From 640 px, fixed widths (CSS lengths) by column; the others share what is left. */
      readonly widths?: readonly (string | null)[];
    }
  | {
      readonly kind: "log";
      readonly entries: readonly {
        readonly time: string;
        readonly title: string;
        readonly detail: string;
        readonly tone: StatusTone;
      }[];
    }
  | {
      readonly kind: "steps";
      readonly steps: readonly { readonly title: string; readonly detail: string; readonly done: boolean }[];
    }
  | {
      readonly kind: "pace";
      /** Units sold so far, one point per interval. */
      readonly sold: readonly number[];
      readonly reserved: number;
      readonly pauseAt: number;
      readonly labels: { readonly start: string; readonly now: string; readonly sold: string; readonly pause: string };
    }
  | {
      readonly kind: "inbox";
      readonly threads: readonly {
        readonly from: string;
        readonly text: string;
        readonly time: string;
        readonly status: ViewCell;
      }[];
    }
  | {
      readonly kind: "checks";
      readonly summary: string;
      readonly passed: number;
      readonly total: number;
      readonly checks: readonly { readonly label: string; readonly detail: string; readonly tone: StatusTone }[];
    }
  | {
      readonly kind: "choice";
      readonly facts: readonly { readonly label: string; readonly value: string }[];
      readonly options: readonly { readonly name: string; readonly detail: string; readonly chosen: boolean }[];
    }
  | {
      readonly kind: "swatches";
      readonly swatches: readonly {
        readonly name: string;
        /** The finish's colour, drawn as the swatch. */
        readonly colour: string;
        /** Its surface: a faint horizontal grain, flat, or a soft round sheen. */
        readonly finish: "brushed" | "matte" | "sheen";
        readonly detail: string;
        readonly status: ViewCell;
      }[];
    }
  | {
      readonly kind: "stack";
      readonly segments: readonly { readonly label: string; readonly value: number; readonly display: string }[];
      readonly floor: { readonly label: string; readonly display: string };
      readonly offer: { readonly label: string; readonly value: number; readonly display: string };
    }
  | {
      readonly kind: "access";
      /** How the account is connected, over the list of permissions. */
      readonly connection: string;
      readonly scopes: readonly { readonly name: string; readonly detail: string; readonly access: string }[];
      readonly notes: readonly string[];
    }
  | {
      readonly kind: "bars";
      readonly rows: readonly {
        readonly label: string;
        readonly display: string;
        readonly share: number;
        readonly tone: StatusTone;
      }[];
      readonly issues: readonly { readonly label: string; readonly tone: StatusTone }[];
    }
  | {
      /** A partner scorecard: each measure as a meter against the channel's threshold. */
      readonly kind: "scorecard";
      readonly measures: readonly ScorecardMeasure[];
      /** Where the scorecard is watched, under the measures. */
      readonly note: string;
    };

/** One measure of a partner scorecard, drawn as a meter with the channel's threshold on it. */
export type ScorecardMeasure = {
  readonly label: string;
  /** The value as printed, e.g. "0.4%". */
  readonly display: string;
  /** The meter's scale runs min..max (zoomed in where every value sits near 100%); value and threshold on it. */
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** The scale's two ends as printed under the track, e.g. ["85%", "100%"]. */
  readonly ends: readonly [string, string];
  readonly threshold: number;
  /** The channel's figure, e.g. "limit 2%". */
  readonly thresholdLabel: string;
  readonly better: "lower" | "higher";
  /** Which side is safe, in words, e.g. "lower is better". */
  readonly rule: string;
  readonly status: string;
};

/** The channel's own screen in Vantora Hub: its name, one line of context, three figures and the body. */
export type ChannelView = {
  readonly screen: string;
  readonly context: string;
  readonly stats: FixedArray<{ readonly label: string; readonly value: string }, 3>;
  readonly body: ChannelViewBody;
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
    /** The columns a phone shows (under 640 px), so the table fits and keeps its point (the status). */
    readonly phoneColumns: readonly string[];
    /**
     * Under 640 px, a muted second line under each row's first cell from columns the phone leaves
     * out ("6 days cover · 0 inbound"), so a status keeps its reason: each part is that column's
     * value followed by `unit`.
     */
    readonly phoneNote?: readonly { readonly column: string; readonly unit: string }[];
    /** A shorter head a phone shows for a column (by its name), so the head keeps to one line. */
    readonly phoneHeads?: Readonly<Record<string, string>>;
    readonly rows: readonly (readonly string[])[];
    /** `phoneLabel`: a shorter label under 640 px, so the three tiles' labels keep to one line each. */
    readonly stats: FixedArray<{ readonly label: string; readonly phoneLabel?: string; readonly value: string }, 3>;
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
  /**
   * From 1280 px the hero's words get a 608 px column (the picture the rest) and the title a step
   * smaller (52 px): for a title whose longest line would not fit the usual column, so it stays at
   * three lines like its siblings'.
   */
  readonly heroWide?: true;
  readonly cta: CtaLabels;
  readonly closing: Closing;
};

/** Every channel page but Amazon (which has its five product views) tells its own scene. */
type SceneBase = PageBase & { readonly scene: ChannelScene };

export type AmazonIntegrationPage = PageBase & {
  readonly shape: "amazon";
  /** The hero's picture: the seller account's connection in Vantora Hub. */
  readonly view: ChannelView;
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

export type MetricsIntegrationPage = SceneBase & {
  readonly shape: "metrics";
  readonly metricsHeading: string;
  readonly metrics: FixedArray<Metric, 4>;
  readonly featuresHeading: string;
  readonly features: FixedArray<IconCard, 6>;
  readonly whyChooseHeading: string;
  readonly whyChoose: FixedArray<string, 8>;
};

export type CardsIntegrationPage = SceneBase & {
  readonly shape: "cards";
  /** The Hub band's heading and intro: the channel's own (no sentence repeated across pages). */
  readonly hubHeading: string;
  readonly hubIntro: string;
  /** The three Vantora Hub features this channel leans on most, and why (the Hub band). */
  readonly hub: FixedArray<{ readonly slug: FeatureSlug; readonly why: string }, 3>;
  readonly cardsHeading: string;
  readonly cards: FixedArray<BenefitCard, 4>;
  /** Only Google Shopping, Facebook Marketplace and Etsy have a metrics block. */
  readonly metricsHeading?: string;
  readonly metrics?: FixedArray<Metric, 4>;
};

export type IntegrationPage = AmazonIntegrationPage | MetricsIntegrationPage | CardsIntegrationPage;

export type StatusTone = "good" | "warn" | "bad" | "info";
/** The Amazon mock tables' pills: the status tones and "excess" (violet: overstock). */
export type MockTone = StatusTone | "excess";
