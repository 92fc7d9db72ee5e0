import { Icon } from "~/components/ui/icon";
import { channelHeroCopy } from "~/content/integrations/shared";
import type { IntegrationPage } from "~/content/integrations/types";
import { ChannelMark } from "../channel-mark";

/** The hero illustration: the channel and Vantora Hub joined by an official API connection, with what syncs. */
export function ChannelDiagram({ page }: { page: IntegrationPage }) {
  return (
    <figure
      role="img"
      aria-label={channelHeroCopy.figureLabel(page.name)}
      className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-xl shadow-brand-900/5 sm:p-8"
    >
      {/* Top-aligned, so a two-line channel name ("Google Shopping") never lifts its tile out of line. */}
      <div className="flex items-start justify-between gap-3">
        <div className="flex w-24 flex-col items-center gap-2 text-center">
          <ChannelMark name={page.slug} size="lg" />
          <span className="text-sm leading-tight font-semibold text-balance text-ink">{page.name}</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 pt-10">
          <div className="relative h-px w-full bg-gradient-to-r from-slate-300 via-brand-400 to-slate-300">
            <span className="absolute top-1/2 left-1/2 inline-flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm">
              <Icon name="ArrowLeftRight" className="h-4 w-4" />
            </span>
          </div>
          <span className="mt-4 text-center text-xs leading-tight font-medium text-slate-600">
            {channelHeroCopy.connection}
          </span>
        </div>
        <div className="flex w-24 flex-col items-center gap-2 text-center">
          <span className="inline-flex h-20 w-20 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 shadow-sm">
            <svg viewBox="0 0 32 32" className="h-10 w-10" focusable="false" aria-hidden="true">
              {/* A capital V at cap height, matching the logo's letterform rather than a small "v". */}
              <path d="M6.5 6h4.6L16 20.2 20.9 6h4.6l-7.2 20h-4.6z" fill="#fff" />
            </svg>
          </span>
          <span className="text-sm leading-tight font-semibold text-ink">{channelHeroCopy.hub}</span>
        </div>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-2">
        {channelHeroCopy.flows.map((flow) => (
          <li
            key={flow}
            className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700"
          >
            <Icon name="RefreshCw" className="h-4 w-4 text-emerald-600" />
            {flow}
          </li>
        ))}
      </ul>
    </figure>
  );
}
