import type { ProductArt, StatusTone } from "./types";

/**
 * The picture beside a channel page's story (its second band): what is particular about selling
 * on that channel, drawn in the channel's own terms. One kind per idea, chosen by the page; each is
 * drawn by components/sections/product/integrations/pictures/<kind>.tsx. All data fictional; every
 * picture has one visible caption.
 */
export type ScenePicture = ListingPicture;

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
