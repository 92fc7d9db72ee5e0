import type { ComponentType } from "react";
import { StaticHtml } from "~/components/ui/static-html";
import type { ScenePicture as Picture, ScenePictureKind } from "~/content/integrations/picture-types";
import type { IntegrationSlug } from "~/content/integrations/slugs";
import type { Colour } from "~/content/types";
import { colourClasses } from "~/lib/colours";
import { lazyComponent } from "~/lib/lazy";
import type { PictureProps } from "./picture-frame";

/**
 * One module per kind of picture, each fetched only when a client-side navigation has to draw it:
 * on a page's first load StaticHtml keeps the server's markup, so the channel route's script (which
 * the Amazon page shares) carries none of them.
 */
const pictures: { [K in ScenePictureKind]: ComponentType<PictureProps<Extract<Picture, { kind: K }>>> } = {
  live: lazyComponent(() => import("./live")),
  allocation: lazyComponent(() => import("./allocation")),
  results: lazyComponent(() => import("./results")),
  messenger: lazyComponent(() => import("./messenger")),
  personalize: lazyComponent(() => import("./personalize")),
  "item-card": lazyComponent(() => import("./item-card")),
  room: lazyComponent(() => import("./room")),
  dimensions: lazyComponent(() => import("./dimensions")),
  "item-page": lazyComponent(() => import("./item-page")),
  variations: lazyComponent(() => import("./variations")),
  "fan-out": lazyComponent(() => import("./fan-out")),
};

/** The story band's picture for this channel, drawn by its kind's module. */
export function ScenePicture({
  slug,
  name,
  colour,
  picture,
}: {
  slug: IntegrationSlug;
  name: string;
  colour: Colour;
  picture: Picture;
}) {
  const Drawing = pictures[picture.kind] as ComponentType<PictureProps<Picture>>;
  return (
    <StaticHtml id="channel-picture" className="min-w-0">
      <Drawing page={{ slug, name, c: colourClasses[colour] }} picture={picture} />
    </StaticHtml>
  );
}
