// Types of the feature content: the /features overview (index.ts) and the ten /features/{slug} pages (one module each).
import type { Colour, IconName } from "../types";
import type { FeatureSlug } from "./slugs";

export type { Colour, FeatureSlug, IconName };

/** A readonly array of exactly N items, so "exactly four cards" is checked by the compiler. */
export type FixedArray<T, N extends number, Acc extends readonly T[] = readonly []> = Acc["length"] extends N
  ? Acc
  : FixedArray<T, N, readonly [T, ...Acc]>;

export type Stat = { readonly value: string; readonly label: string };
export type LinkItem = { readonly label: string; readonly href: string };

export type FeatureGroupId = "operations" | "sales-channels" | "insights-automation" | "finance-customers";

export type FeatureGroup = {
  readonly id: FeatureGroupId;
  readonly name: string;
  readonly description: string;
  readonly icon: IconName;
};

export type FeatureCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** 4–5 bullet strings. */
  readonly benefits: readonly string[];
};

export type FeaturePage = {
  readonly kicker: string;
  readonly title: string;
  readonly subtitle: string;
  readonly cards: FixedArray<FeatureCard, 4>;
  readonly highlights?: readonly Stat[];
  /** Extra page links (the inventory page links to /pricing and /features). */
  readonly links?: readonly LinkItem[];
  /** `label` is the button that opens the free-trial/contact dialog. */
  readonly cta: { readonly heading: string; readonly text: string; readonly label: FeatureCtaLabel };
};

/** The two kinds of dialog a feature page opens; each maps to a `service` tag prefix below. */
export type FeatureCtaLabel = "Start Free Trial" | "Book a Demo";

/** What the overview, the related-features row and the header need; the page body lives in the page's own module. */
export type FeatureSummary = {
  readonly slug: FeatureSlug;
  readonly name: string;
  readonly description: string;
  readonly href: `/features/${FeatureSlug}`;
  readonly category: FeatureGroupId;
  readonly colour: Colour;
  readonly icon: IconName;
};

/** A feature page as its route loader returns it. */
export type Feature = FeatureSummary & { readonly page: FeaturePage };
