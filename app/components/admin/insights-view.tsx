import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CircleAlert, Download } from "lucide-react";
import { type ReactNode, useState } from "react";
import { adminCopy } from "~/content/admin";
import { downloadText, fetchInsights, SessionEndedError } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { INSIGHTS_PERIODS, type InsightsReport, OTHER_PATH } from "~/lib/insights";
import { perThousand, rate, toCsv } from "~/lib/insights-csv";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { DESK_COLUMN } from "./desk-column";
import { InsightsChart } from "./insights-chart";

const copy = adminCopy.insights;
const n = (value: number) => value.toLocaleString("en-US");
const CSV_TYPE = "text/csv;charset=utf-8";

/** Insights (issue #31): visits, leads and conversion for 7, 30 or 90 days, every table as CSV. */
export function InsightsView() {
  const [days, setDays] = useState<number>(30);
  const result = useQuery({
    queryKey: adminQueryKeys.insights(days),
    queryFn: () => fetchInsights(days),
    placeholderData: keepPreviousData,
  });
  const report = result.status === "error" ? null : result.data;

  return (
    <div className={cn(DESK_COLUMN, "py-4 sm:py-6")} data-testid="insights">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
        </div>
        <fieldset className="flex items-center gap-1" aria-busy={result.isFetching || undefined}>
          <legend className="sr-only">{copy.periodLabel}</legend>
          {INSIGHTS_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "primary" : "outline"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className="h-8 px-3 text-xs sm:text-sm"
            >
              {copy.period(period)}
            </Button>
          ))}
        </fieldset>
      </div>

      {result.status === "error" && !(result.error instanceof SessionEndedError) ? (
        <div
          role="alert"
          className="mt-4 flex items-center gap-3 rounded-xl border border-red-200 bg-white p-4 text-sm"
        >
          <CircleAlert className="h-5 w-5 shrink-0 text-red-600" aria-hidden />
          <span className="flex-1">
            {copy.failed}{" "}
            {result.error instanceof ApiError ? (result.error.serverMessage ?? result.error.message) : null}
          </span>
          <Button size="sm" variant="outline" onClick={() => void result.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : !report ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {copy.loading}
        </p>
      ) : (
        <div className={cn("mt-4 flex flex-col gap-4", result.isPlaceholderData && "opacity-60")}>
          <Totals report={report} />
          <InsightsChart report={report} days={days} csv={<DaysCsv report={report} days={days} />} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PagesTable report={report} days={days} />
            <Funnel report={report} days={days} />
          </div>
          <SourcesTable report={report} days={days} />
        </div>
      )}
    </div>
  );
}

function Totals({ report }: { report: InsightsReport }) {
  const visitors = report.days.reduce((s, d) => s + d.visitors, 0);
  const pageviews = report.days.reduce((s, d) => s + d.pageviews, 0);
  const leads = report.days.reduce((s, d) => s + d.leads, 0);
  const tiles = [
    { key: "visitors", label: copy.totals.visitors, value: n(visitors) },
    { key: "pageviews", label: copy.totals.pageviews, value: n(pageviews) },
    { key: "leads", label: copy.totals.leads, value: n(leads) },
    { key: "conversion", label: copy.totals.conversion, value: rate(leads, visitors) ?? copy.none },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="insights-totals">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
          data-testid={`total-${tile.key}`}
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{tile.label}</dt>
          <dd className="mt-0.5 text-xl font-bold tabular-nums text-ink">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card with a title and its CSV download. */
function Card({
  id,
  title,
  csv,
  children,
  testId,
}: {
  id: string;
  title: string;
  csv: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {csv}
      </div>
      {children}
    </section>
  );
}

function CsvButton({
  what,
  file,
  header,
  rows,
}: {
  what: string;
  file: string;
  header: string[];
  rows: (string | number)[][];
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-7 gap-1 px-2 text-xs"
      aria-label={copy.csvLabel(what)}
      onClick={() => {
        downloadText(file, CSV_TYPE, toCsv(header, rows));
        toast(copy.csvDone);
      }}
    >
      <Download className="h-3.5 w-3.5" aria-hidden />
      {copy.csv}
    </Button>
  );
}

const col = adminCopy.insights.column;
const fileName = (what: string, days: number) =>
  `vantora-insights-${what}-${days}d-${new Date().toISOString().slice(0, 10)}.csv`;

function DaysCsv({ report, days }: { report: InsightsReport; days: number }) {
  return (
    <CsvButton
      what={copy.chart.title.toLowerCase()}
      file={fileName("days", days)}
      header={["date", "visitors", "pageviews", "leads", "conversion"]}
      rows={report.days.map((d) => [d.date, d.visitors, d.pageviews, d.leads, rate(d.leads, d.visitors) ?? ""])}
    />
  );
}

const th = "py-1.5 pr-3 text-left font-semibold text-slate-700";
const td = "py-1.5 pr-3 text-right tabular-nums";

function PagesTable({ report, days }: { report: InsightsReport; days: number }) {
  const c = copy.pages;
  return (
    <Card
      id="insights-pages"
      title={c.title}
      testId="insights-pages"
      csv={
        <CsvButton
          what={c.title.toLowerCase()}
          file={fileName("pages", days)}
          header={["path", "visitors", "pageviews", "leads", "conversion"]}
          rows={report.pages.map((p) => [p.path, p.visitors, p.pageviews, p.leads, rate(p.leads, p.visitors) ?? ""])}
        />
      }
    >
      {report.pages.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{c.empty}</p>
      ) : (
        <Scroll label={c.caption}>
          <table className="w-full text-sm">
            <caption className="sr-only">{c.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={th}>
                  {c.path}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.visitors}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.pageviews}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.leads}
                </th>
                <th scope="col" className={cn(th, "pr-0 text-right")}>
                  {col.conversion}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.pages.slice(0, 50).map((p) => (
                <tr key={p.path} className="border-b border-slate-100">
                  <th
                    scope="row"
                    className="max-w-[16rem] truncate py-1.5 pr-3 text-left font-medium text-ink"
                    title={p.path}
                  >
                    {p.path === OTHER_PATH ? copy.otherPath : p.path}
                  </th>
                  <td className={td}>{n(p.visitors)}</td>
                  <td className={td}>{n(p.pageviews)}</td>
                  <td className={td}>{n(p.leads)}</td>
                  <td className={cn(td, "pr-0")}>{rate(p.leads, p.visitors) ?? copy.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </Card>
  );
}

function SourcesTable({ report, days }: { report: InsightsReport; days: number }) {
  const c = copy.sources;
  return (
    <Card
      id="insights-sources"
      title={c.title}
      testId="insights-sources"
      csv={
        <CsvButton
          what={c.title.toLowerCase()}
          file={fileName("sources", days)}
          header={[
            "source",
            "medium",
            "campaign",
            "visitors",
            "pageviews",
            "leads",
            "qualified",
            "conversion",
            "qualified_per_1000",
          ]}
          rows={report.sources.map((s) => [
            s.source,
            s.medium,
            s.campaign,
            s.visitors,
            s.pageviews,
            s.leads,
            s.qualified,
            rate(s.leads, s.visitors) ?? "",
            perThousand(s.qualified, s.visitors) ?? "",
          ])}
        />
      }
    >
      {report.sources.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{c.empty}</p>
      ) : (
        <Scroll label={c.caption}>
          <table className="w-full min-w-max text-sm">
            <caption className="sr-only">{c.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={th}>
                  {c.source}
                </th>
                <th scope="col" className={th}>
                  {c.medium}
                </th>
                <th scope="col" className={th}>
                  {c.campaign}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.visitors}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.pageviews}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.leads}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {c.qualified}
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  {col.conversion}
                </th>
                <th scope="col" className={cn(th, "pr-0 text-right")}>
                  {c.perThousand}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.sources.slice(0, 100).map((s) => (
                <tr
                  key={`${s.source}\n${s.medium}\n${s.campaign}`}
                  className="border-b border-slate-100"
                  data-testid="insights-source"
                >
                  <th
                    scope="row"
                    className="max-w-[12rem] truncate py-1.5 pr-3 text-left font-medium text-ink"
                    title={s.source}
                  >
                    {s.source}
                  </th>
                  <td className="max-w-[8rem] truncate py-1.5 pr-3 text-slate-600">{s.medium || copy.none}</td>
                  <td className="max-w-[10rem] truncate py-1.5 pr-3 text-slate-600">{s.campaign || copy.none}</td>
                  <td className={td}>{n(s.visitors)}</td>
                  <td className={td}>{n(s.pageviews)}</td>
                  <td className={td}>{n(s.leads)}</td>
                  <td className={td}>{n(s.qualified)}</td>
                  <td className={td}>{rate(s.leads, s.visitors) ?? copy.none}</td>
                  <td className={cn(td, "pr-0")}>{perThousand(s.qualified, s.visitors) ?? copy.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </Card>
  );
}

function Funnel({ report, days }: { report: InsightsReport; days: number }) {
  const c = copy.funnel;
  const steps = (["visitors", "opened", "sent", "qualified"] as const).map((key) => ({
    key,
    label: c.steps[key],
    value: report.funnel[key],
  }));
  const top = Math.max(1, steps[0]!.value);
  return (
    <Card
      id="insights-funnel"
      title={c.title}
      testId="insights-funnel"
      csv={
        <CsvButton
          what={c.title.toLowerCase()}
          file={fileName("funnel", days)}
          header={["step", "count"]}
          rows={steps.map((s) => [s.key, s.value])}
        />
      }
    >
      <ol className="mt-3 flex flex-col gap-2" aria-label={c.caption}>
        {steps.map((step, i) => (
          <li key={step.key} data-testid={`funnel-${step.key}`}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-ink">{step.label}</span>
              <span className="tabular-nums">
                <span className="font-semibold" data-testid="funnel-count">
                  {n(step.value)}
                </span>
                {i > 0 ? (
                  <span className="ml-2 text-xs text-slate-500">
                    {rate(step.value, steps[i - 1]!.value) ?? copy.none}
                  </span>
                ) : null}
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${Math.min(100, (step.value / top) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** A table wider than a phone scrolls: focusable and named, so a keyboard can scroll it. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {children}
    </div>
  );
}
