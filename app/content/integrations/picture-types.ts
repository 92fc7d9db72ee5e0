import type { IntegrationSlug } from "./slugs";
import type { ProductArt, StatusTone } from "./types";

/**
 * The picture beside a channel page's story (its second band): what is particular about selling
 * on that channel, drawn in the channel's own terms. One kind per idea, chosen by the page; each is
 * drawn by components/sections/product/integrations/pictures/<kind>.tsx. All data fictional; every
 * picture has one visible caption.
 */
export type ScenePicture = ListingPicture | ItemSpecPicture | FacetsPicture | FanOutPicture;

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

/** Walmart: one item's content score against the item spec, and its stock split between WFS and your own warehouse. */
export type ItemSpecPicture = {
  readonly kind: "item-spec";
  readonly caption: string;
  /** The card's title bar, e.g. the Seller Center screen it stands for. */
  readonly source: string;
  readonly item: { readonly title: string; readonly price: string; readonly meta: string; readonly art: ProductArt };
  readonly score: { readonly label: string; readonly value: number; readonly max: number; readonly note: string };
  /** What the score is made of: each part of the spec and how this item fills it. */
  readonly checks: readonly Check[];
  readonly stock: {
    readonly label: string;
    readonly pools: readonly { readonly name: string; readonly units: number; readonly detail: string }[];
  };
};

/** eBay: the item specifics the listing carries are the filters buyers narrow a search by. */
export type FacetsPicture = {
  readonly kind: "facets";
  readonly caption: string;
  readonly query: string;
  readonly count: string;
  readonly facets: readonly {
    readonly name: string;
    readonly values: readonly { readonly label: string; readonly count: string; readonly checked: boolean }[];
  }[];
  readonly results: readonly {
    readonly title: string;
    readonly price: string;
    readonly meta: string;
    readonly art: ProductArt;
    /** The sample listing Vantora Hub keeps (marked, with the item specifics that matched); the others are other sellers'. */
    readonly ours: boolean;
  }[];
  /** The small Hub touch under our result: who filled its item specifics. */
  readonly specifics: string;
};

/** Shopify: the store's product as the one source, and where it went from there. */
export type FanOutPicture = {
  readonly kind: "fan-out";
  readonly caption: string;
  readonly product: {
    /** Over the card: where the product lives. */
    readonly label: string;
    /** The admin's breadcrumb inside the card. */
    readonly screen: string;
    readonly title: string;
    readonly price: string;
    readonly status: string;
    readonly art: ProductArt;
    readonly facts: readonly Fact[];
  };
  /** Over the channel rows: what sends the product out. */
  readonly channelsLabel: string;
  readonly channels: readonly {
    readonly slug: IntegrationSlug;
    readonly name: string;
    readonly detail: string;
    readonly status: string;
    readonly tone: StatusTone;
  }[];
};
