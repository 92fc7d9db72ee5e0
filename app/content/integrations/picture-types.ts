import type { IntegrationSlug } from "./slugs";
import type { ProductArt, StatusTone } from "./types";

/**
 * The picture beside a channel page's story (its second band): what is particular about selling
 * on that channel, drawn in the channel's own terms. One kind per idea, chosen by the page; each is
 * drawn by components/sections/product/integrations/pictures/<kind>.tsx. All data fictional; every
 * picture has one visible caption.
 */
export type ScenePicture =
  | LivePicture
  | AllocationPicture
  | ResultsPicture
  | MessengerPicture
  | PersonalizePicture
  | ItemCardPicture
  | RoomPicture
  | DimensionsPicture
  | ItemPagePicture
  | VariationsPicture
  | FanOutPicture;

export type ScenePictureKind = ScenePicture["kind"];

type Fact = { readonly label: string; readonly value: string };
type Check = Fact & { readonly tone: StatusTone };

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

/**
 * Temu: the offer as a shopper sees it (the drawn mug set, its flash-sale price), the floor the
 * Hub holds under that price, and the share of one warehouse's stock the offer may sell, the rest
 * kept for the other channels.
 */
export type AllocationPicture = {
  readonly kind: "allocation";
  readonly caption: string;
  readonly offer: {
    readonly title: string;
    readonly price: string;
    /**
     * The price's colour: Temu's orange darkened until it reads on white (4.5:1 or more, checked
     * in integrations.test.ts); the flash-sale badge is filled with it.
     */
    readonly priceColour: `#${string}`;
    /** The flash-sale badge, drawn in the price's colour before the other badges. */
    readonly flash: string;
    readonly badges: readonly string[];
    readonly delivery: Fact;
  };
  /** The Hub's side of that price: the floor it may not go under, and why. */
  readonly floor: Fact & { readonly note: string };
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

/** Google Shopping: the product among the results of a shopper's search, and the feed checks behind it. */
export type ResultsPicture = {
  readonly kind: "results";
  readonly caption: string;
  /** Read before the query by screen readers and text browsers (the field itself is drawn). */
  readonly searchLabel: string;
  readonly query: string;
  /** The label on the result Vantora Hub's feed put there. */
  readonly oursLabel: string;
  readonly results: readonly {
    readonly title: string;
    readonly price: string;
    readonly store: string;
    readonly rating: string;
    readonly reviews: string;
    readonly note: string;
    /** Its drawing: the Ridgeline's ridge tent, or another store's dome. */
    readonly shape: "ridge" | "dome";
    /** The sample listing Vantora Hub feeds (marked); the others are other stores'. */
    readonly ours: boolean;
  }[];
  readonly checks: { readonly title: string; readonly items: readonly Check[] };
};

/** Facebook Marketplace: the buyer's phone, the listing and the Messenger chat answered from the Hub. */
export type MessengerPicture = {
  readonly kind: "messenger";
  readonly caption: string;
  readonly listing: {
    readonly title: string;
    readonly price: string;
    readonly meta: string;
    readonly action: string;
    readonly art: ProductArt;
  };
  /** Seen on the buyer's phone: their own messages on the right, the shop's replies on the left. */
  readonly thread: {
    readonly buyer: string;
    readonly seller: string;
    readonly sellerInitials: string;
    readonly sellerMeta: string;
    readonly when: string;
    readonly messages: readonly { readonly from: "buyer" | "seller"; readonly text: string }[];
  };
  /** Beside the phone, one for the listing and one for the chat: what Vantora Hub did behind each. */
  readonly notes: readonly { readonly label: string; readonly title: string; readonly facts: readonly Fact[] }[];
};

/** Etsy: the personalization a buyer types in the listing's buy box, and the pick-list line it becomes. */
export type PersonalizePicture = {
  readonly kind: "personalize";
  readonly caption: string;
  readonly listing: {
    readonly shop: string;
    readonly sales: string;
    readonly title: string;
    readonly price: string;
    readonly action: string;
  };
  /** The variations, each drawn as a select showing the buyer's choice. */
  readonly options: readonly Fact[];
  readonly personalization: {
    readonly label: string;
    readonly hint: string;
    readonly value: string;
    readonly limit: number;
  };
  /** The label on the drawn mug that wears the buyer's text. */
  readonly preview: string;
  readonly pickList: { readonly title: string; readonly via: string; readonly lines: readonly Fact[] };
};

/**
 * Target: the item card as a guest sees it once Target Plus review has passed: the drawn product
 * on white, its title, the item fields with the one Vantora Hub fixed before submission.
 */
export type ItemCardPicture = {
  readonly kind: "item-card";
  readonly caption: string;
  readonly item: {
    readonly title: string;
    readonly price: string;
    readonly seller: string;
    readonly badge: string;
  };
  /** The item's fields as Target lists them; `fixed` marks the one filled before submission. */
  readonly fields: readonly (Fact & { readonly fixed?: string })[];
  /** The review's verdict, drawn as a green chip. */
  readonly review: string;
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

/**
 * Walmart: the item page a buyer sees (the lantern, its price and fulfilment promises), overlapped
 * by the Vantora Hub card behind it: the content score and the stock split between WFS and your
 * own warehouse that make those promises true.
 */
export type ItemPagePicture = {
  readonly kind: "item-page";
  readonly caption: string;
  readonly listing: {
    /** The store's category trail over the item. */
    readonly path: string;
    readonly title: string;
    readonly rating: string;
    readonly price: string;
    /** The fulfilment promises, drawn as pills. */
    readonly fulfilment: readonly string[];
    /** The small tag under them, tied to the Hub card's WFS pool. */
    readonly tag: string;
    readonly action: string;
  };
  readonly hub: {
    readonly title: string;
    readonly score: { readonly label: string; readonly value: number; readonly max: number; readonly note: string };
    readonly stock: {
      readonly label: string;
      readonly pools: readonly { readonly name: string; readonly units: number; readonly detail: string }[];
    };
  };
};

/** eBay: a multi-variation listing's buy box as the buyer sees it, and the sale elsewhere that set its quantity. */
export type VariationsPicture = {
  readonly kind: "variations";
  readonly caption: string;
  readonly listing: {
    /** eBay's category trail over the item. */
    readonly path: string;
    readonly title: string;
    /** The seller's name, feedback score and positive share, as eBay prints them under the title. */
    readonly seller: string;
    /** The price of the chosen variation. */
    readonly price: string;
    readonly shipping: string;
    /** What is left of the chosen variation, in eBay's words (drawn in amber), and the listing's sales. */
    readonly available: string;
    readonly sold: string;
    readonly actions: readonly string[];
  };
  /** The variation pickers, each drawn as a row of chips with the buyer's choice ringed. */
  readonly pickers: readonly {
    readonly name: string;
    readonly chosen: string;
    /** A colour's chip shows its swatch; the chosen colour also tints the gallery's tent. */
    readonly values: readonly { readonly label: string; readonly swatch?: string }[];
  }[];
  /** The sale on another channel that moved this variation's stock. */
  readonly sale: {
    readonly channel: IntegrationSlug;
    readonly title: string;
    readonly time: string;
    readonly detail: string;
  };
  /** The one Vantora Hub touch: how that sale set the quantity eBay shows. */
  readonly hub: {
    readonly variation: string;
    readonly sku: string;
    /** The arithmetic behind eBay's number: each line's value before and after the sale. */
    readonly stock: readonly {
      readonly label: string;
      readonly before?: string;
      readonly after: string;
      /** The line eBay shows: drawn in amber and tied to the buy box. */
      readonly onChannel?: boolean;
    }[];
    readonly note: string;
  };
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
