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
  /** `label` is the button that opens the free-trial/contact dialog. */
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly label: FeatureCtaLabel;
    /**
     * The page's own line in its closing band, over the button: a figure of the hero's scene (every
     * figure in it is one of the scene's KPI values), after the marks of the channels it counts, if any.
     */
    readonly proof?: { readonly text: string; readonly marks?: readonly string[] };
  };
  /** The large product scene under the hero. */
  readonly scene: FeatureScene;
  /**
   * The Hub screen a card draws beside its words, keyed by card index: another moment of the same
   * product than the hero's scene (new data, never a block or row the scene already shows), on the
   * card's own topic. Two or four per page, so the plain cards pair up; on phones under the card's words.
   */
  readonly cardScenes: Readonly<Partial<Record<0 | 1 | 2 | 3, SceneBlock>>>;
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

/** A screen of the Hub a product scene shows: a feature's own, or the overview of all ten. */
export type SceneView = FeatureSlug | "overview";

/** A status colour in a product scene. */
export type SceneTone = "good" | "warn" | "bad" | "info" | "muted";
/** A table cell: plain text, or text drawn as a status pill. */
export type SceneCell = string | { readonly text: string; readonly tone: SceneTone };

/** The building blocks a feature's product scene is drawn from (components/sections/product/scenes). */
export type SceneBlock =
  | {
      readonly kind: "table";
      readonly title: string;
      readonly columns: readonly string[];
      /** Columns (by index) hidden on phones, so the rest stay readable without sideways scrolling. */
      readonly phoneHidden?: readonly number[];
      /** Columns (by index) of figures, right-aligned. */
      readonly numeric?: readonly number[];
      /** Columns (by index) of codes (SKU, bin), set in monospace; the first other column is the row's name. */
      readonly code?: readonly number[];
      /** Columns (by index) whose cells start with a channel's name, drawn after that channel's mark. */
      readonly marks?: readonly number[];
      /** `false`: the marks from 640 px only (a table in a card's narrow window on a phone has no room for them). */
      readonly phoneMarks?: false;
      /** A column (by index) that under 640 px becomes a grey second line under the row's name: two columns left. */
      readonly phoneUnder?: number;
      /** The column (by index) `phoneUnder` goes under (default: the row's name). */
      readonly phoneUnderOf?: number;
      /** Columns (by index) shown under 640 px only: a phone's merge of columns it leaves out. */
      readonly phoneOnly?: readonly number[];
      readonly rows: readonly (readonly SceneCell[])[];
    }
  | {
      readonly kind: "board";
      readonly title: string;
      readonly columns: readonly {
        readonly label: string;
        readonly count: string;
        readonly cards: readonly { readonly id: string; readonly meta: string; readonly tag: SceneCell }[];
      }[];
    }
  | {
      readonly kind: "chart";
      readonly title: string;
      /** Up to two series of 0–100 values, oldest first. */
      readonly series: readonly { readonly label: string; readonly values: readonly number[] }[];
      readonly axis: readonly string[];
    }
  | {
      readonly kind: "bars";
      readonly title: string;
      readonly rows: readonly { readonly label: string; readonly value: string; readonly share: number }[];
    }
  | {
      readonly kind: "flow";
      readonly title: string;
      readonly steps: readonly { readonly role: string; readonly text: string }[];
      readonly footer: string;
    }
  | {
      readonly kind: "bins";
      readonly title: string;
      readonly zones: readonly string[];
      /** Fill per bin, 0–3; one row per zone. */
      readonly fill: readonly (readonly number[])[];
      readonly legend: readonly [string, string, string, string];
      /** Bins on the current pick path, as "A-04". */
      readonly path: readonly string[];
    }
  | {
      readonly kind: "label";
      readonly title: string;
      readonly from: string;
      readonly to: readonly string[];
      readonly service: string;
      readonly tracking: string;
      readonly weight: string;
    }
  | {
      readonly kind: "fields";
      readonly title: string;
      readonly fields: readonly { readonly label: string; readonly value: string }[];
      readonly chips?: readonly string[];
      /**
       * The record's images as a row of small drawings under a label ("Images"). When set, the record
       * reads as a product card: chips beside the title and the fields as plain label/value rows.
       */
      readonly media?: {
        readonly label: string;
        readonly tiles: readonly {
          /** The tile's caption: "Main", "Olive", "+4". */
          readonly label: string;
          /** What the tile draws: the tent from the front or side, its packed bag, or more images. */
          readonly view: "front" | "side" | "packed" | "more";
          readonly colour?: "olive" | "sand";
        }[];
      };
    }
  | {
      readonly kind: "messages";
      readonly title: string;
      readonly items: readonly {
        readonly who: string;
        readonly channel: string;
        readonly text: string;
        readonly due: SceneCell;
      }[];
    }
  | {
      /** One conversation, oldest first, with the reply being written under it. */
      readonly kind: "thread";
      readonly title: string;
      readonly messages: readonly {
        readonly who: string;
        readonly meta: string;
        readonly text: string;
        /** The buyer's words sit left; the team's and internal notes right. */
        readonly from: "buyer" | "team" | "note";
      }[];
      readonly reply: { readonly text: string; readonly note: string; readonly action: string };
    }
  | {
      /** Revenue per SKU as a bar, its contribution margin overlaid from the same start; $ values at the ends. */
      readonly kind: "margins";
      readonly title: string;
      readonly legend: { readonly revenue: string; readonly margin: string; readonly low: string };
      readonly rows: readonly {
        readonly label: string;
        /** Revenue and margin in dollars. */
        readonly revenue: number;
        readonly margin: number;
        /** The outlier: margin too thin, drawn red. */
        readonly low?: true;
      }[];
    }
  | {
      readonly kind: "waterfall";
      readonly title: string;
      /** Signed amounts in thousands; the first is the start, the last the result. */
      readonly steps: readonly { readonly label: string; readonly value: string; readonly amount: number }[];
    };

/**
 * A feature's product scene: the Vantora Hub screen for that feature at a readable size, with
 * fictional sample data (its screen name: `sceneCopy.views`); `main` and `aside` sit side by
 * side on wide screens and stack on phones.
 */
export type FeatureScene = {
  readonly caption: string;
  readonly filters: readonly string[];
  readonly kpis: readonly { readonly label: string; readonly value: string; readonly note?: SceneCell }[];
  readonly main: SceneBlock;
  readonly aside: SceneBlock;
};
