import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CircleAlert, Inbox } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { adminCopy } from "~/content/admin";
import { fetchLeadStats, fetchSubmissionPage, type ListView, PAGE_SIZE, SessionEndedError } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { DESK_COLUMN } from "./desk-column";
import { LeadsChart } from "./leads-chart";
import { LeadsChartFold } from "./leads-chart-fold";
import { SourceFilter } from "./source-filter";
import { StatusFilter } from "./status-filter";
import { ROW_COLUMNS, SubmissionCard } from "./submission-card";
import { SubmissionPager } from "./submission-pager";
import { SubmissionSearch } from "./submission-search";

/**
 * The submissions (spec §2, §4): loading, empty and populated states with the total count. Pages
 * of 50 come from the paged endpoint, so the panel stays quick however many leads exist. Above
 * them, the lead desk (issue #22): leads per week by source, and filters by status and source.
 */
export function SubmissionList() {
  const [view, setView] = useState<ListView>({ q: "", status: null, source: null });
  const [page, setPage] = useState(1);
  const { q } = view;
  const result = useQuery({
    queryKey: adminQueryKeys.submissionPage(page, view),
    queryFn: () => fetchSubmissionPage(view, page),
    // While the next page loads, the previous one stays on screen (marked busy) instead of a flash.
    placeholderData: keepPreviousData,
  });
  const data = result.status === "error" ? null : result.data;
  const busy = result.isFetching;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const listTop = useRef<HTMLHeadingElement>(null);

  // A delete can empty the last page: step back to the new last page.
  useEffect(() => {
    if (result.status === "success" && !result.isPlaceholderData && page > pages) setPage(pages);
  }, [result.status, result.isPlaceholderData, page, pages]);

  // The chart follows the search and the source filter: their matches in full, the rest faded.
  const search = { q, source: view.source };
  const stats = useQuery({
    queryKey: adminQueryKeys.statsFor(search),
    queryFn: () => fetchLeadStats(search),
    placeholderData: keepPreviousData,
  });
  // The filter keeps the counts it last had while the next page loads (and after a failure).
  const counts = useRef(data?.counts ?? null);
  if (data?.counts) counts.current = data.counts;
  // "2d ago" counts from when this page of leads arrived, the same instant for every row. The panel
  // is never rendered on the server (its code loads after Ctrl+Shift+A or a sign-in), so there is no
  // hydration to match; one fixed "now" per answer keeps the rows consistent and a re-render from
  // changing their text. A list read again (a status change, a search) moves it on.
  const now = useMemo(() => new Date(result.dataUpdatedAt || Date.now()), [result.dataUpdatedAt]);

  function show(next: Partial<ListView>) {
    setView((current) => ({ ...current, ...next }));
    setPage(1);
  }
  const searchFor = (next: string) => show({ q: next });
  // A new key empties the (uncontrolled) search box along with the query.
  const [searchKey, setSearchKey] = useState(0);
  const clearSearch = () => {
    searchFor("");
    setSearchKey((k) => k + 1);
  };

  function goTo(next: number) {
    setPage(next);
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: "start" });
  }

  const copy = adminCopy.list;
  // After a failure the alert below speaks; the status line no longer claims to be loading.
  // While another view loads, its old rows stay (busy) but the line does not pair their total with
  // the new search: it says it is loading until the rows it counts are there.
  const summary =
    result.status === "error"
      ? ""
      : !data || result.isPlaceholderData
        ? copy.loading
        : q
          ? copy.matches(data.total, q)
          : view.status === "spam"
            ? copy.spamTotal(data.total)
            : copy.total(data.total, view.status ? 0 : (data.counts?.spam ?? 0));
  // A search that finds nothing at all (not even in spam): the tiles' six zeros would only repeat it.
  const nothingFound =
    !!data &&
    !result.isPlaceholderData &&
    (q !== "" || view.source !== null) &&
    !!data.counts &&
    Object.values(data.counts).every((n) => n === 0);

  const sourceFilter = {
    source: view.source,
    sources: stats.data?.campaignSources ?? [],
    onChange: (source: string | null) => show({ source }),
  };
  // With nothing found the chart still follows the search ("0 of n", its bars faded: review 56 read
  // plain totals beside "no matches" as a contradiction); on a phone its strip steps aside.
  const chart = stats.data ? (
    <LeadsChart stats={stats.data} />
  ) : stats.status === "error" && !(stats.error instanceof SessionEndedError) ? (
    <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {adminCopy.chart.failed}
    </p>
  ) : stats.status === "pending" ? (
    // The folded strip's height on a phone, the side card's from 1024 px.
    <div
      aria-hidden
      className="h-12 animate-pulse rounded-xl border border-slate-200 bg-white motion-reduce:animate-none lg:h-full lg:min-h-40 lg:rounded-2xl"
    />
  ) : null;

  return (
    <div className={cn(DESK_COLUMN, "py-4 sm:py-5 lg:pt-6")}>
      {/* From 1024 px the desk's head is one band: the title, the search and the status chips on
          the left, the week chart's card on the right (460 px from 1280: review 57 could not read
          the 370 px one); the leads follow, newest first (the server's order), under their column
          headers. Below, the chart is a strip above the list. */}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-x-6 lg:gap-y-3 xl:grid-cols-[minmax(0,1fr)_28.75rem]">
        {/* Top-aligned with the chart's card, on fixed gaps: the title, 16 px, the search, 12 px, the
            chips (spread to the card's height, a 57 px hole opened under the title — review 58). */}
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {/* From 1024 px the count sits after the title on its line (review 57: the room goes to the leads). */}
          <div className="lg:flex lg:items-baseline lg:gap-x-3">
            <h1
              ref={listTop}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-bold tracking-tight text-ink outline-none sm:text-2xl"
            >
              {copy.title}
            </h1>
            <p role="status" className="mt-1 text-sm text-slate-600 lg:mt-0" data-testid="submission-total">
              {summary}
            </p>
          </div>
          <div className="mt-3 flex flex-col gap-2 md:flex-row md:items-center md:justify-between lg:mt-4">
            <SubmissionSearch key={searchKey} onSearch={searchFor} />
            {/* On a phone it leads the status chips' scroller instead (review 55). */}
            <SourceFilter {...sourceFilter} className="max-sm:hidden" />
          </div>
          <div className="mt-3">
            <StatusFilter
              status={view.status}
              counts={counts.current}
              searching={q !== "" || view.source !== null}
              lead={<SourceFilter {...sourceFilter} chip />}
              onChange={(status) => show({ status })}
            />
          </div>
        </div>
        {/* The chart's card sets the band's height (a plot of 72 px and more, its legend one line). */}
        {/* On a phone the folded strip goes while a search finds nothing (the empty state says it). */}
        <div className={cn("min-w-0 lg:col-start-2 lg:row-start-1 lg:self-stretch", nothingFound && "max-lg:hidden")}>
          <LeadsChartFold stats={stats.data}>{chart}</LeadsChartFold>
        </div>
        <div className="min-w-0 lg:col-span-2 lg:row-start-2" aria-busy={busy || undefined}>
          {result.status === "error" ? (
            result.error instanceof SessionEndedError ? null : (
              <ListFailed error={result.error} onRetry={() => void result.refetch()} />
            )
          ) : !data ? (
            <ListLoading />
          ) : data.rows.length === 0 ? (
            <ListEmpty q={q} status={view.status} onClear={clearSearch} />
          ) : (
            <>
              <ColumnHeaders />
              <ul
                className={cn(
                  "divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-opacity lg:rounded-t-none lg:border-t-0",
                  result.isPlaceholderData && "opacity-60",
                )}
              >
                {data.rows.map((row) => (
                  <li key={row.id}>
                    <SubmissionCard
                      submission={row}
                      query={q}
                      now={now}
                      defaultOpen={data.rows.length === 1}
                      afterDelete={() => listTop.current?.focus({ preventScroll: true })}
                    />
                  </li>
                ))}
              </ul>
              <SubmissionPager page={page} pages={pages} total={data.total} onPage={goTo} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * What each column of the rows holds, from 1024 px, held under the panel's header while the list
 * scrolls. Hidden from screen readers: each row already speaks its parts in order.
 */
function ColumnHeaders() {
  const columns = adminCopy.list.columns;
  return (
    <div
      aria-hidden
      data-testid="lead-columns"
      className={cn(
        "sticky top-[3.8125rem] z-20 hidden rounded-t-xl border border-slate-200 bg-slate-100 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid",
        ROW_COLUMNS,
      )}
    >
      <span className="pl-5.5">{columns.lead}</span>
      <span>{columns.service}</span>
      <span>{columns.status}</span>
      <span>{columns.source}</span>
      <span>{columns.date}</span>
      <span />
    </div>
  );
}

function ListLoading() {
  return (
    <ul aria-hidden className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}

function ListEmpty({ q, status, onClear }: { q: string; status: ListView["status"]; onClear: () => void }) {
  const copy = adminCopy.status;
  const title = q ? (
    <>
      {adminCopy.list.noMatches}{" "}
      {/* The term stays whole (a long one is cut with an ellipsis, in full in its title). */}
      <span className="inline-block max-w-full truncate align-bottom" title={q}>
        “{q}”
      </span>
      .
    </>
  ) : status === "spam" ? (
    copy.emptySpam
  ) : status ? (
    copy.emptyStatus(copy.names[status])
  ) : (
    adminCopy.list.empty
  );
  const text = q
    ? adminCopy.list.searchCovers
    : status === "spam"
      ? copy.emptySpamText
      : status
        ? null
        : adminCopy.list.emptyText;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Inbox className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-ink">{title}</p>
      {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      {q ? (
        <Button variant="outline" className="mt-5" onClick={onClear}>
          {adminCopy.list.clearSearch}
        </Button>
      ) : null}
    </div>
  );
}

function ListFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 sm:flex-row sm:items-center"
    >
      <CircleAlert className="h-6 w-6 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{adminCopy.list.failed}</p>
        {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {adminCopy.list.retry}
      </Button>
    </div>
  );
}
