import { channelViewCopy as copy } from "~/content/integrations/shared";
import type { ChannelView as ChannelViewData, IntegrationSlug } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../channel-mark";
import { ChannelViewBody } from "./channel-view-body";
import { WindowDots } from "./window-dots";

/**
 * A channel page's own screen of Vantora Hub, at a readable size (12–14 px text, as on the Amazon
 * page and the feature scenes): the window bar names the channel, then three figures and the part
 * of the product that channel needs most (a feed table, a live campaign's pace, a price floor…).
 * Server HTML/CSS/SVG from the page's data, so it costs no script; a figure with one visible
 * caption, which is its accessible name.
 */
export function ChannelView({
  slug,
  name,
  view,
  className,
}: {
  slug: IntegrationSlug;
  name: string;
  view: ChannelViewData;
  className?: string;
}) {
  return (
    <figure data-channel-view={view.body.kind} className={cn("min-w-0", className)}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-2xl shadow-brand-900/10 ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
          <WindowDots className="max-sm:hidden" />
          <p className="flex min-w-0 items-center gap-2 text-[0.8125rem] font-semibold text-ink">
            <ChannelMark name={slug} className="h-7 w-7 rounded-md [&_img]:h-4 [&_img]:w-4" />
            {/* On a phone the channel's name alone, so the bar never cuts it. */}
            <span className="truncate">
              <span className="max-sm:hidden">{copy.product} </span>
              <span className="font-normal text-slate-500 max-sm:font-semibold max-sm:text-ink">
                <span className="max-sm:hidden">/ </span>
                {name}
              </span>
            </span>
          </p>{" "}
          <p className="ml-auto shrink-0 rounded-md bg-slate-200/70 px-2 py-0.5 text-xs font-medium text-slate-700">
            {copy.sample}
          </p>
        </div>
        {/* Under 640 px the part of the product this channel needs most comes first, straight under
            the screen's name, and the three figures follow it, so a phone's first screen shows it. */}
        <div className="flex flex-col p-4 sm:p-6">
          <p className="text-lg font-bold tracking-tight text-ink sm:text-xl">{view.screen}</p>{" "}
          <p className="mt-0.5 text-[0.8125rem] text-slate-600">{view.context}</p>
          <dl className="mt-4 grid grid-cols-3 gap-2 max-sm:order-last sm:gap-3">
            {view.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 px-2.5 py-2 sm:px-3.5 sm:py-3"
              >
                <dt className="mt-0.5 text-xs leading-snug text-slate-600">{stat.label}</dt>{" "}
                <dd className="text-base font-bold tracking-tight text-ink tabular-nums sm:text-xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div data-channel-view-body="" className="mt-4 sm:mt-5">
            <ChannelViewBody body={view.body} />
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{copy.caption(name, view.screen)}</figcaption>
    </figure>
  );
}
