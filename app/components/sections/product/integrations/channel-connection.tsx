import { channelViewCopy as copy } from "~/content/integrations/shared";
import type { ChannelConnection as Connection, IntegrationSlug, StatusTone } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../channel-mark";

const toneDot: Record<StatusTone, string> = {
  good: "bg-emerald-500",
  warn: "bg-amber-500",
  bad: "bg-rose-500",
  info: "bg-sky-500",
};

/**
 * From 1024 px, the right column of a stacked hero (Walmart, eBay, Shopify): the channel's
 * connection card as Vantora Hub shows it, so the words do not sit beside an empty half. Below
 * 1024 px it is left out (the wide screen under the words says enough on a phone).
 */
export function ChannelConnection({
  slug,
  name,
  connection,
  className,
}: {
  slug: IntegrationSlug;
  name: string;
  connection: Connection;
  className?: string;
}) {
  const title = copy.connection(name);
  return (
    <div
      role="group"
      aria-label={`${title}, ${copy.sample.toLowerCase()}`}
      data-channel-connection=""
      className={cn(
        "overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5",
        className,
      )}
    >
      <div className="flex items-start gap-3 border-b border-slate-200 px-5 pt-5 pb-4">
        <ChannelMark name={slug} className="h-11 w-11 rounded-xl [&_img]:h-6 [&_img]:w-6" />
        <div className="min-w-0">
          <p className="text-base font-bold tracking-tight text-ink">{title}</p>{" "}
          <p className="text-[0.8125rem] text-slate-600">{connection.account}</p>
        </div>{" "}
        <p className="ml-auto shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {copy.sample}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-emerald-50/70 px-5 py-3">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-emerald-800">
          <span aria-hidden className="h-2 w-2 shrink-0 rounded-full bg-emerald-500 ring-4 ring-emerald-100" />
          {connection.status}
        </p>{" "}
        <p className="text-xs text-slate-600 tabular-nums">{copy.lastSync(connection.sync)}</p>
      </div>
      <dl className="divide-y divide-slate-100 px-5 py-1.5">
        {connection.rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-[0.8125rem] text-slate-600">{row.label}</dt>{" "}
            <dd className="flex items-center gap-2 text-right text-sm font-semibold text-ink tabular-nums">
              <span aria-hidden className={cn("h-1.5 w-1.5 shrink-0 rounded-full", toneDot[row.tone])} />
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
