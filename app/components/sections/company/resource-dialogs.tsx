import type { ComponentType } from "react";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { type ResourceDialogId, resourceDialogs } from "~/content/resources";
import { cn } from "~/lib/cn";
import { nojsOnly } from "./nojs-only";
import { resourceTriggerId } from "./resource-action";
import { BenefitsBody, BlogsBody, TestimonialsBody } from "./resource-bodies";

export const resourceDialogIds = ["benefits", "testimonials", "blogs"] as const satisfies readonly ResourceDialogId[];

const bodies: Record<ResourceDialogId, ComponentType> = {
  benefits: BenefitsBody,
  testimonials: TestimonialsBody,
  blogs: BlogsBody,
};
const widths: Record<ResourceDialogId, string> = {
  benefits: "sm:max-w-3xl lg:max-w-5xl",
  testimonials: "sm:max-w-4xl",
  blogs: "",
};

/**
 * One frame for the three dialogs; only their widths differ. The same top edge (16 px on a phone;
 * from 640 px 48 px, or lower so a full-height frame sits centred) and the same maximum height
 * (the screen less 32 px on a phone; from 640 px 720 px or the screen less 96 px). The title and
 * close button stay put and only the body scrolls, its foot fading out (a mask over the last
 * 32 px of the scroll box, 48 px from 640 px; at the end that is the box's own bottom padding, so
 * nothing real fades once it is all read).
 */
const frame = {
  dialog:
    "flex flex-col pb-0 top-4 translate-y-0 sm:pb-0 sm:top-[max(3rem,calc((100dvh-45rem)/2))] sm:max-h-[min(45rem,calc(100dvh-6rem))]",
  body: "-mx-6 min-h-0 flex-1 overflow-y-auto px-6 pb-8 [mask-image:linear-gradient(to_bottom,#000_calc(100%-2rem),transparent)] sm:-mx-8 sm:px-8 sm:pb-12 sm:[mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]",
  // The close button (the dialog's last child): a visible 40 px target, a slate-100 disc like the
  // case-study overlay's, rather than a bare 18 px glyph.
  close:
    "[&>button:last-child]:h-10 [&>button:last-child]:w-10 [&>button:last-child]:bg-slate-100 [&>button:last-child]:text-slate-700 [&>button:last-child]:hover:bg-slate-200 [&>button:last-child]:hover:text-ink",
};

/** The three dialogs, each open on its own; closing returns focus to the link that opened it. */
export function ResourceDialogs({
  openId,
  onClose,
  focusOnClose,
}: {
  openId: ResourceDialogId | null;
  onClose: () => void;
  focusOnClose: (triggerId: string) => (event: Event) => void;
}) {
  return resourceDialogIds.map((id) => {
    const Body = bodies[id];
    return (
      <LazyDialog
        key={id}
        open={openId === id}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={resourceDialogs[id].title}
        className={cn(widths[id], frame.dialog, frame.close)}
        onCloseAutoFocus={focusOnClose(resourceTriggerId(id))}
        // Focus the dialog itself, not its first control: a reader starts at the title, and the
        // close button does not open wearing a focus ring (Tab still reaches it first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        {/* The scrolling body is focusable, so arrow keys and Page Down scroll it. */}
        <div
          data-dialog-body=""
          role="region"
          aria-label={resourceDialogs[id].title}
          tabIndex={0}
          className={cn(
            frame.body,
            "outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset",
          )}
        >
          <Body />
        </div>
      </LazyDialog>
    );
  });
}

/** Without JavaScript the dialogs' contents are page sections with the ids the cards link to. */
export function ResourceFallbacks() {
  return (
    <div className={cn(nojsOnly, "mt-20 grid gap-16")}>
      {resourceDialogIds.map((id) => {
        const Body = bodies[id];
        return (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-fallback-heading`}
            className="rounded-3xl bg-slate-50 p-6 sm:p-10"
          >
            <h2 id={`${id}-fallback-heading`} className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {resourceDialogs[id].title}
            </h2>
            <Body />
          </section>
        );
      })}
    </div>
  );
}
