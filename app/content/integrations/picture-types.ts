import type { ProductArt, StatusTone } from "./types";

/**
 * The picture beside a channel page's story (its second band): what is particular about selling
 * on that channel, drawn in the channel's own terms. One kind per idea, chosen by the page; each is
 * drawn by components/sections/product/integrations/pictures/<kind>.tsx. All data fictional; every
 * picture has one visible caption.
 */
export type ScenePicture = ListingPicture | ScorecardPicture | RoomPicture | DimensionsPicture;

export type ScenePictureKind = ScenePicture["kind"];

type Fact = { readonly label: string; readonly value: string };
type Check = Fact & { readonly tone: StatusTone };

/** TikTok Shop, Temu: a sample listing as shoppers see it, and the record Vantora Hub keeps for it. */
export type ListingPicture = {
  readonly kind: "listing";
  readonly caption: string;
  readonly listing: {
    readonly title: string;
    readonly price: string;
    readonly meta: string;
    readonly badges: readonly string[];
    readonly options: { readonly label: string; readonly values: readonly string[] };
    readonly art: ProductArt;
  };
  readonly sync: { readonly title: string; readonly rows: readonly Check[] };
};

/** Target: the partner scorecard, each measure against Target's threshold, under the item it keeps live. */
export type ScorecardPicture = {
  readonly kind: "scorecard";
  readonly caption: string;
  readonly item: {
    readonly title: string;
    readonly price: string;
    readonly meta: string;
    readonly badge: string;
    readonly art: ProductArt;
  };
  readonly title: string;
  readonly period: string;
  readonly standing: string;
  readonly measures: readonly {
    readonly label: string;
    /** The value as printed, e.g. "0.4%". */
    readonly display: string;
    /** The meter's scale runs min..max (zoomed in where every value sits near 100%); value and threshold on it. */
    readonly value: number;
    readonly min: number;
    readonly max: number;
    readonly threshold: number;
    /** Target's figure, e.g. "limit 2%". */
    readonly thresholdLabel: string;
    readonly better: "lower" | "higher";
    /** Which side is safe, in words, e.g. "lower is better". */
    readonly rule: string;
    readonly status: string;
  }[];
  /** The one Vantora Hub touch: where the scorecard is watched. */
  readonly note: string;
};

/** Houzz: a room photo (drawn) with the product tagged in it, as Houzz shoppers find products. */
export type RoomPicture = {
  readonly kind: "room";
  readonly caption: string;
  /** The photo's title, as Houzz shows it over the photo. */
  readonly room: string;
  readonly tagged: string;
  readonly tag: { readonly label: string; readonly title: string; readonly price: string; readonly meta: string };
  readonly finishes: readonly { readonly name: string; readonly colour: string }[];
  readonly facts: readonly Fact[];
};

/** Home Depot: the spec sheet's dimension drawing and the facts that decide freight. */
export type DimensionsPicture = {
  readonly kind: "dimensions";
  readonly caption: string;
  readonly item: { readonly title: string; readonly price: string; readonly meta: string };
  /** Labels and values of the drawing's four dimension lines. */
  readonly dimensions: Readonly<Record<"width" | "depth" | "height" | "seat", Fact>>;
  readonly views: { readonly front: string; readonly side: string; readonly note: string };
  readonly specs: {
    readonly title: string;
    readonly rows: readonly (Fact & { readonly freight: boolean })[];
    readonly key: string;
  };
};
