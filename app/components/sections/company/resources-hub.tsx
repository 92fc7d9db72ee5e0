import { StaticHtml } from "~/components/ui/static-html";
import type { ResourceDialogId, ResourceFeaturedStudy, ResourceLibrary, ResourceStudy } from "~/content/resources";
import { lazyComponent } from "~/lib/lazy";
import { useRouterLinks } from "~/lib/router-links";
import { Section } from "../section";
import { useResourceLinks } from "./resource-action";
import { ResourceDialogs, ResourceFallbacks, resourceDialogIds } from "./resource-dialogs";
import { type HashDialog, useHashDialog } from "./use-hash-dialog";

/**
 * The library's dialogs live in the URL hash, so the header's /resources#benefits, #testimonials
 * and #blogs entries open them from any page. The page holds this state: the hero's index and the
 * cards both open the dialogs.
 */
export function useResourceDialogs() {
  return useHashDialog(resourceDialogIds);
}

// The index and the cards never change once drawn: kept as the server's markup (StaticHtml), so
// their code and previews are not in the page's script (130 KB a page); their links still work
// (useResourceLinks). After a client-side navigation they render from these chunks.
const ResourceCards = lazyComponent(() => import("./resource-cards").then((m) => ({ default: m.ResourceCards })));
const LibraryIndex = lazyComponent(() =>
  import("./resources-library-index").then((m) => ({ default: m.ResourcesLibraryIndex })),
);
const FeaturedStory = lazyComponent(() =>
  import("./resources-featured-story").then((m) => ({ default: m.ResourcesFeaturedStory })),
);

/** The hero's index of the library: the chips under its paragraph. */
export function ResourcesLibraryIndex({
  dialogs,
  cards,
  studies,
}: {
  dialogs: HashDialog<ResourceDialogId>;
  cards: ResourceLibrary;
  studies: number;
}) {
  const links = useResourceLinks(dialogs.open, resourceDialogIds);
  return (
    <StaticHtml id="library-index" className="w-full" onClick={links}>
      <LibraryIndex onOpen={dialogs.open} cards={cards} studies={studies} />
    </StaticHtml>
  );
}

/** The hero's aside: the featured case study. */
export function ResourcesFeatured({ study }: { study: ResourceFeaturedStudy }) {
  const links = useRouterLinks();
  return (
    <StaticHtml id="resources-featured" onClick={links}>
      <FeaturedStory study={study} />
    </StaticHtml>
  );
}

/** Cards plus dialogs. */
export function ResourcesHub({
  dialogs,
  cards,
  studies,
}: {
  dialogs: HashDialog<ResourceDialogId>;
  cards: ResourceLibrary;
  studies: readonly ResourceStudy[];
}) {
  const links = useResourceLinks(dialogs.open, resourceDialogIds);
  return (
    <Section className="pt-4 sm:pt-6">
      <StaticHtml id="resource-hub-cards" onClick={links}>
        <ResourceCards onOpen={dialogs.open} cards={cards} studies={studies} />
      </StaticHtml>
      <ResourceDialogs openId={dialogs.openId} onClose={dialogs.close} focusOnClose={dialogs.focusOnClose} />
      <ResourceFallbacks />
    </Section>
  );
}
