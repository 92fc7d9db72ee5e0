import { Section } from "../section";
import { ResourceCards } from "./resource-cards";
import { ResourceDialogs, ResourceFallbacks, resourceDialogIds } from "./resource-dialogs";
import { useHashDialog } from "./use-hash-dialog";

/**
 * Cards plus dialogs. The open dialog lives in the URL hash, so the header's
 * /resources#benefits, #testimonials and #blogs entries open it from any page.
 */
export function ResourcesHub() {
  const { openId, open, close } = useHashDialog(resourceDialogIds);
  return (
    <Section className="pt-4 sm:pt-6">
      <ResourceCards onOpen={open} />
      <ResourceDialogs openId={openId} onClose={close} />
      <ResourceFallbacks />
    </Section>
  );
}
