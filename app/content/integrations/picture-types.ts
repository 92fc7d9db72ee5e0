import type { ProductArt, StatusTone } from "./types";

/**
 * The picture beside a channel page's story (its second band): what is particular about selling
 * on that channel, drawn in the channel's own terms. One kind per idea, chosen by the page; each is
 * drawn by components/sections/product/integrations/pictures/<kind>.tsx. All data fictional; every
 * picture has one visible caption.
 */
export type ScenePicture = ListingPicture | LivePicture | AllocationPicture;

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

/** TikTok Shop: the live session on a shopper's phone, the bundle pinned, orders arriving in a burst. */
export type LivePicture = {
  readonly kind: "live";
  readonly caption: string;
  readonly stream: { readonly handle: string; readonly watching: string; readonly badge: string };
  readonly comments: readonly { readonly who: string; readonly text: string }[];
  readonly product: {
    readonly title: string;
    readonly price: string;
    readonly sold: string;
    readonly action: string;
    readonly art: ProductArt;
  };
  readonly orders: {
    readonly title: string;
    readonly rows: readonly { readonly id: string; readonly detail: string; readonly time: string }[];
    readonly note: string;
  };
};

/** Temu: the offer, and the share of one warehouse's stock it may sell, the rest kept for the other channels. */
export type AllocationPicture = {
  readonly kind: "allocation";
  readonly caption: string;
  readonly offer: {
    readonly title: string;
    readonly price: string;
    readonly meta: string;
    readonly badges: readonly string[];
    readonly art: ProductArt;
  };
  readonly stock: {
    readonly title: string;
    /** Units each square stands for. */
    readonly perSquare: number;
    readonly squareLabel: string;
    /** This channel's share, drawn in its colour. */
    readonly allocation: { readonly name: string; readonly units: number; readonly detail: string };
    /** The rest, kept for the other channels. */
    readonly kept: {
      readonly label: string;
      readonly pools: readonly { readonly name: string; readonly units: number }[];
    };
    readonly rule: string;
  };
};
