import type { ReactNode } from "react";
import { BrandMark } from "~/components/ui/brand-icon";
import { Icon } from "~/components/ui/icon";
import { brandMarks } from "~/content/brands";
import { sceneCopy } from "~/content/features";
import { groupVignettes } from "~/content/features/overview-vignettes";
import type { FeatureGroupId } from "~/content/features/types";
import { chartPath } from "~/lib/chart-path";
import { cn } from "~/lib/cn";
import { SceneValue } from "../scenes/scene-pill";
import { WindowDots } from "../scenes/window-dots";

/** Row text: the hero scene's 13 px names, 12 px for everything smaller. */
const nameClass = "truncate text-[0.8125rem] font-semibold text-ink";
const metaClass = "truncate text-xs text-slate-500";

/** A channel's mark on a small white tile, as the channel screens draw it. */
function MarkTile({
  slug,
  small = false,
  children,
}: {
  slug: Parameters<typeof BrandMark>[0]["slug"];
  small?: boolean;
  children?: ReactNode;
}) {
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white shadow-xs",
        small ? "h-7 w-7" : "h-8 w-8",
      )}
    >
      {/* Named in a text dump ("Amazon Synced"); the whole picture is hidden from assistive tech. */}
      <BrandMark slug={slug} size={16} alt={brandMarks[slug].name} className="max-w-[75%] object-contain" />
      {children}
    </span>
  );
}

function Operations() {
  const v = groupVignettes.operations;
  const cell = "px-2 first:pl-3 last:pr-3";
  return (
    // A table sizes its columns to their words, so on a 320 px screen a long name wraps, not cut.
    <table className="w-full text-left text-[0.8125rem]">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
        <tr>
          {v.columns.map((column) => (
            <th key={column} className={cn(cell, "py-1.5")}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {v.rows.map(([item, channel, status]) => (
          <tr key={item}>
            <td className={cn(cell, "py-2 font-semibold text-ink sm:py-2.5")}>{item}</td>
            <td className={cn(cell, "whitespace-nowrap text-slate-600")}>{channel}</td>
            <td className={cell}>
              <SceneValue cell={status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SalesChannels() {
  const v = groupVignettes["sales-channels"];
  return (
    <div className="p-3 sm:p-4">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className={nameClass}>{v.product}</p> <p className="font-mono text-xs text-slate-500">{v.sku}</p>
        </div>{" "}
        <SceneValue cell={v.status} />
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-1 border-t border-slate-100 pt-3 sm:mt-4 sm:pt-4">
        {v.channels.map((slug) => (
          <li key={slug} className="flex flex-col items-center gap-1.5">
            <MarkTile slug={slug}>
              <span className="absolute -right-1.5 -bottom-1.5 inline-flex h-4 w-4 items-center justify-center rounded-full bg-emerald-500 text-white ring-2 ring-white">
                <Icon name="Check" className="h-2.5 w-2.5 stroke-[3]" />
              </span>
            </MarkTile>{" "}
            <span className="text-xs text-emerald-700">{v.synced}</span>{" "}
          </li>
        ))}
      </ul>
    </div>
  );
}

const W = 280;
const H = 56;

function InsightsAutomation() {
  const v = groupVignettes["insights-automation"];
  // The line fills the box's height: its lowest day at the foot, its highest near the top.
  const min = Math.min(...v.values);
  const max = Math.max(...v.values);
  const { line, area } = chartPath(
    v.values.map((value) => 6 + ((value - min) / (max - min)) * 84),
    W,
    H,
  );
  return (
    <div className="p-3 sm:p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0">
          <span className="block truncate text-xs text-slate-600">{v.metric}</span>{" "}
          <span className="block text-lg leading-tight font-bold tracking-tight text-ink tabular-nums">{v.value}</span>
        </p>{" "}
        <p className="text-xs text-slate-500">{v.period}</p>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="mt-1.5 h-8 w-full sm:mt-2 sm:h-12"
        aria-hidden="true"
      >
        <path d={area} fill="#10b981" fillOpacity="0.12" />
        <path d={line} fill="none" stroke="#10b981" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="mt-2 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1.5 sm:mt-3">
        <Icon name="Zap" className="h-3.5 w-3.5 shrink-0 text-amber-600" />
        <span className="min-w-0 flex-1 truncate text-xs font-semibold text-ink">{v.rule}</span>{" "}
        <SceneValue cell={v.ruleState} />
      </p>
    </div>
  );
}

function FinanceCustomers() {
  const { payout, matched } = groupVignettes["finance-customers"];
  return (
    <div className="p-3 sm:p-4">
      <div className="flex items-center gap-3 rounded-lg bg-amber-50/70 p-2 ring-1 ring-amber-200">
        <MarkTile slug={payout.channel} />
        <div className="min-w-0 flex-1">
          <p className={nameClass}>{payout.title}</p> <p className={metaClass}>{payout.channelName}</p>
        </div>{" "}
        <div className="text-right">
          <p className="text-[0.8125rem] font-bold text-ink tabular-nums">{payout.amount}</p>{" "}
          <p className="mt-0.5">
            <SceneValue cell={payout.gap} />
          </p>
        </div>
      </div>
      <ul className="mt-1.5 divide-y divide-slate-100 sm:mt-2">
        {/* A phone shows one matched payout, so the picture stays as short as the others. */}
        {matched.map((row, i) => (
          <li key={row.channel} className={cn("flex items-center gap-3 px-2 py-1", i > 0 && "max-sm:hidden")}>
            <MarkTile slug={row.channel} small />
            <span className="min-w-0 flex-1 truncate text-[0.8125rem] text-slate-700">{row.channelName}</span>{" "}
            <span className="text-[0.8125rem] font-semibold text-ink tabular-nums">{row.amount}</span>{" "}
            <SceneValue cell={row.state} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const bodies: Record<FeatureGroupId, () => ReactNode> = {
  operations: Operations,
  "sales-channels": SalesChannels,
  "insights-automation": InsightsAutomation,
  "finance-customers": FinanceCustomers,
};

/**
 * A small cut of the Hub beside a feature group on /features, in the hero scene's style (white
 * window, hairline border, 12 px radius, its type) and marked as sample data like the scene. A
 * picture of what the group's words and links already say, so it is hidden from assistive tech
 * (never read twice); server HTML and SVG only.
 */
export function GroupVignette({ group, className }: { group: FeatureGroupId; className?: string }) {
  const Body = bodies[group];
  return (
    <div
      aria-hidden
      data-group-vignette={group}
      className={cn(
        "overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-lg shadow-brand-900/5",
        className,
      )}
    >
      <p className="flex items-center gap-2.5 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-ink">
        <WindowDots className="[&>span]:h-2.5 [&>span]:w-2.5" />
        {groupVignettes[group].screen} <span className="ml-auto font-normal text-slate-500">{sceneCopy.sample}</span>
      </p>
      <Body />
    </div>
  );
}
