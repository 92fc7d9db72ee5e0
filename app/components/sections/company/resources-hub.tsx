import type { ResourceDialogId } from "~/content/resources";
import { Section } from "../section";
import { ResourceCards } from "./resource-cards";
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

/** Cards plus dialogs. */
export function ResourcesHub({ dialogs }: { dialogs: HashDialog<ResourceDialogId> }) {
  return (
    <Section className="pt-4 sm:pt-6">
      <ResourceCards onOpen={dialogs.open} />
      <ResourceDialogs openId={dialogs.openId} onClose={dialogs.close} focusOnClose={dialogs.focusOnClose} />
      <ResourceFallbacks />
    </Section>
  );
}
