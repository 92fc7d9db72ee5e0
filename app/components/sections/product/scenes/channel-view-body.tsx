import { Icon } from "~/components/ui/icon";
import { StaticHtml } from "~/components/ui/static-html";
import { channelViewCopy as copy } from "~/content/integrations/shared";
import type { ChannelViewBody as Body, StatusTone } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";
import { SceneValue } from "./scene-pill";
import { SceneTable } from "./scene-table";

const toneDot: Record<StatusTone, string> = {
  good: "bg-emerald-500",
  warn: "bg-amber-500",
  bad: "bg-rose-500",
  info: "bg-sky-500",
};

/** A check's mark: a tick when it passed, otherwise a tinted "!" or "i". */
function ViewIcon({ tone }: { tone: StatusTone }) {
  return tone === "good" ? (
    <span className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
      <Icon name="Check" className="h-3.5 w-3.5" />
    </span>
  ) : (
    <span
      aria-hidden
      className={cn(
        "inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold",
        tone === "warn" && "bg-amber-100 text-amber-800",
        tone === "bad" && "bg-rose-100 text-rose-700",
        tone === "info" && "bg-sky-100 text-sky-800",
      )}
    >
      {tone === "info" ? "i" : "!"}
    </span>
  );
}
type Kind<K extends Body["kind"]> = Extract<Body, { kind: K }>;

/** Hides a column (by index) from 1024 px: static class names, so the CSS has them. */
const narrowHide = [
  "lg:[&_tr>*:nth-child(1)]:hidden",
  "lg:[&_tr>*:nth-child(2)]:hidden",
  "lg:[&_tr>*:nth-child(3)]:hidden",
  "lg:[&_tr>*:nth-child(4)]:hidden",
  "lg:[&_tr>*:nth-child(5)]:hidden",
  "lg:[&_tr>*:nth-child(6)]:hidden",
];

/**
 * Walmart's item feed, eBay's variations: a real table; columns a phone cannot fit are left out
 * there, and those the hero's right column cannot fit are left out from 1024 px.
 */
function Table({ body }: { body: Kind<"table"> }) {
  return (
    <div className={cn(body.narrowHidden?.map((i) => narrowHide[i]))}>
      <SceneTable
        frame="card"
        columns={body.columns}
        rows={body.rows}
        numeric={body.numeric}
        phoneHidden={body.phoneHidden}
        phoneUnder={body.phoneUnder}
        widths={body.widths}
        // A first column a phone leaves out is the row's code (a SKU, an item ID).
        code={body.phoneHidden?.includes(0) ? [0] : []}
      />
    </div>
  );
}

/** Shopify's sync log: time, what happened, what followed. */
function Log({ body }: { body: Kind<"log"> }) {
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {body.entries.map((entry) => (
        // Baselines shared: the time sits on the title's line. Inter's tabular figures, not a
        // fallback monospace (review 75a: wider and greyer, 2 px high); mono is kept for printouts.
        <li key={entry.time + entry.title} className="flex items-baseline gap-3 px-3 py-2.5 sm:px-4">
          <span className="w-11 shrink-0 text-xs text-slate-500 tabular-nums">{entry.time}</span>{" "}
          <span aria-hidden className={cn("mt-1.5 h-2 w-2 shrink-0 self-start rounded-full", toneDot[entry.tone])} />
          {/* From 640 px what happened and what followed share a line, so a wide log reads across. */}
          <span className="min-w-0 flex-1 sm:flex sm:items-baseline sm:justify-between sm:gap-6">
            <span className="block text-[0.8125rem] font-semibold text-ink sm:text-sm">{entry.title}</span>{" "}
            <span className="block text-[0.8125rem] text-slate-600 sm:text-right">{entry.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Etsy's order: the path a made-to-order item takes, done steps ticked. */
function Steps({ body }: { body: Kind<"steps"> }) {
  // Only the first step still to do is "Next"; the ones after it wait their turn.
  const next = body.steps.findIndex((step) => !step.done);
  return (
    <ol className="relative grid gap-4 pl-1">
      {body.steps.map((step, i) => (
        <li key={step.title} className="relative flex gap-3">
          {i < body.steps.length - 1 ? (
            <span aria-hidden className="absolute top-7 bottom-[-1rem] left-3 w-px bg-slate-200" />
          ) : null}
          <span
            className={cn(
              "relative inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold",
              step.done ? "bg-emerald-600 text-white" : "bg-white text-slate-600 ring-2 ring-slate-300",
            )}
          >
            {step.done ? <Icon name="Check" className="h-3.5 w-3.5" /> : i + 1}
          </span>{" "}
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">
              {step.title}
              {/* A space, not only a margin, so a text browser does not run the title into "Next". */}
              {i !== next ? null : " "}
              {i !== next ? null : (
                <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                  {copy.next}
                </span>
              )}
            </span>{" "}
            <span className="block text-[0.8125rem] text-slate-600">{step.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** TikTok Shop's live campaign: units sold against the reservation and the pause line. */
function Pace({ body }: { body: Kind<"pace"> }) {
  const w = 300;
  const h = 120;
  const y = (v: number) => h - (v / body.reserved) * h;
  const x = (i: number) => (i / (body.sold.length - 1)) * w;
  const line = body.sold.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const last = body.sold.at(-1) ?? 0;
  return (
    <div>
      <div className="relative rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
        <p className="flex items-center justify-between gap-3 text-xs font-medium text-slate-600">
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="h-2 w-2 rounded-full bg-rose-500" />
            {body.labels.sold}
          </span>{" "}
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="h-0 w-4 border-t-2 border-dashed border-amber-500" />
            {body.labels.pause}
          </span>
        </p>
        <svg
          viewBox={`0 -6 ${w} ${h + 12}`}
          preserveAspectRatio="none"
          className="mt-3 block h-32 w-full sm:h-40"
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <linearGradient id="pace-fill" x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="#f43f5e" stopOpacity="0.25" />
              <stop offset="1" stopColor="#f43f5e" stopOpacity="0" />
            </linearGradient>
          </defs>
          {[0.25, 0.5, 0.75].map((f) => (
            <line key={f} x1="0" x2={w} y1={h * f} y2={h * f} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
          ))}
          <line
            x1="0"
            x2={w}
            y1={y(body.reserved)}
            y2={y(body.reserved)}
            stroke="#94a3b8"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={w}
            y1={y(body.pauseAt)}
            y2={y(body.pauseAt)}
            stroke="#f59e0b"
            strokeWidth="2"
            strokeDasharray="6 5"
            vectorEffect="non-scaling-stroke"
          />
          <polygon points={`0,${h} ${line} ${x(body.sold.length - 1)},${h}`} fill="url(#pace-fill)" />
          <polyline
            points={line}
            fill="none"
            stroke="#e11d48"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          <line x1="0" x2={w} y1={h} y2={h} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
        </svg>
        <p className="mt-2 flex justify-between gap-3 text-xs text-slate-600">
          <span>{body.labels.start}</span> <span>{body.labels.now}</span>
        </p>
      </div>
      <p className="mt-3 text-[0.8125rem] text-slate-600">{copy.paceNote(last, body.reserved)}</p>
    </div>
  );
}

/** Facebook's Messenger questions, in the inbox every channel shares. */
function Inbox({ body }: { body: Kind<"inbox"> }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {body.threads.map((thread) => (
        <li key={thread.from} className="flex gap-3 px-3 py-3 sm:px-4">
          <span
            aria-hidden
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-bold text-blue-800 ring-1 ring-blue-100"
          >
            {thread.from
              .split(" ")
              .map((part) => part[0])
              .join("")}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2 text-sm">
              <span className="font-semibold text-ink">{thread.from}</span>{" "}
              <span className="flex items-center gap-1 text-xs text-slate-500">
                <Icon name="MessageCircle" className="h-3.5 w-3.5" />
                {copy.messenger}
              </span>{" "}
              <span className="ml-auto text-xs text-slate-500">{thread.time}</span>
            </span>{" "}
            <span className="mt-0.5 block text-[0.8125rem] text-pretty text-slate-700">{thread.text}</span>{" "}
            <span className="mt-1.5 block">
              <SceneValue cell={thread.status} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Target Plus: the checks an item passes before it is submitted for review. */
function Checks({ body }: { body: Kind<"checks"> }) {
  return (
    <div>
      <p className="flex items-center justify-between text-sm font-semibold text-ink">
        {body.summary} <span className="text-xs font-medium text-slate-600">{copy.beforeSubmit}</span>
      </p>
      <span aria-hidden className="mt-2 block h-2 overflow-hidden rounded-full bg-slate-100">
        <span
          className="block h-full rounded-full bg-emerald-500"
          style={{ width: `${(body.passed / body.total) * 100}%` }}
        />
      </span>
      <ul className="mt-4 grid gap-2">
        {body.checks.map((check) => (
          <li
            key={check.label}
            className={cn(
              "flex items-start gap-3 rounded-xl border px-3 py-2.5",
              check.tone === "good" ? "border-slate-200" : "border-amber-200 bg-amber-50/60",
            )}
          >
            <ViewIcon tone={check.tone} />{" "}
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{check.label}</span>{" "}
              <span className="block text-[0.8125rem] text-slate-600">{check.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Home Depot: the spec sheet's figures and the shipping service they choose. */
function Choice({ body }: { body: Kind<"choice"> }) {
  return (
    // Under 640 px the shipping choice comes first, then the spec sheet's figures behind it.
    <div className="flex flex-col">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-3 py-3 max-sm:order-last max-sm:mt-4 sm:grid-cols-3 sm:px-4">
        {body.facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-3 sm:block">
            <dt className="text-xs text-slate-600">{fact.label}</dt>{" "}
            <dd className="text-sm font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2.5 sm:mt-4 sm:grid-cols-2">
        {body.options.map((option) => (
          <li
            key={option.name}
            className={cn(
              "flex gap-3 rounded-xl border px-3 py-3 sm:px-4",
              // On a phone the chosen option leads (review 71: the first screen showed only the
              // rejected one); side by side from 640 px in the page's order.
              option.chosen
                ? "border-orange-300 bg-orange-50 ring-1 ring-orange-200 max-sm:order-first"
                : "border-slate-200 bg-slate-50",
            )}
          >
            <span
              className={cn(
                "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg",
                option.chosen ? "bg-orange-600 text-white" : "bg-slate-100 text-slate-500",
              )}
            >
              <Icon name={option.chosen ? "Truck" : "Package"} className="h-4.5 w-4.5" />
            </span>{" "}
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{option.name}</span>{" "}
              {/* The verdict opens the chosen option's second line, inside the card, so it never
                  touches the border or the name above it. */}
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                {option.chosen ? <SceneValue cell={{ text: copy.chosen, tone: "good" }} /> : null}{" "}
                <span className="text-[0.8125rem] text-slate-600">{option.detail}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A material chip's surface over its flat colour: brushed metal a faint horizontal hairline grain,
 * nickel a soft round sheen, matte nothing at all.
 */
/** Horizontal lines 3 units apart across the chip's 100 × 40 box, from `from`. */
const hairlines = (from: number) => Array.from({ length: 13 }, (_, i) => `M0 ${from + 1 + i * 3}H100`).join("");

function FinishSurface({ finish }: { finish: Kind<"swatches">["swatches"][number]["finish"] }) {
  if (finish === "matte") return null;
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className="absolute inset-0 h-full w-full"
      aria-hidden="true"
      focusable="false"
    >
      {finish === "brushed" ? (
        <>
          <path d={hairlines(0)} stroke="#fff" strokeOpacity="0.08" vectorEffect="non-scaling-stroke" />
          <path d={hairlines(1.5)} stroke="#fff" strokeOpacity="0.04" vectorEffect="non-scaling-stroke" />
        </>
      ) : (
        <>
          <defs>
            <radialGradient id="finish-sheen" cx="0.35" cy="0.3" r="0.6">
              <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="100" height="40" fill="url(#finish-sheen)" />
        </>
      )}
    </svg>
  );
}

/** Houzz: each finish as a flat material chip, with its room images and lead time. */
function Swatches({ body }: { body: Kind<"swatches"> }) {
  return (
    <ul className="grid gap-2.5 sm:grid-cols-3">
      {body.swatches.map((swatch) => (
        <li key={swatch.name} className="flex gap-3 rounded-xl border border-slate-200 p-3 sm:flex-col">
          <span
            aria-hidden
            data-finish={swatch.finish}
            className="relative h-12 w-12 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-900/10 sm:h-16 sm:w-full"
            style={{ backgroundColor: swatch.colour }}
          >
            <FinishSurface finish={swatch.finish} />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">{swatch.name}</span>{" "}
            <span className="block text-[0.8125rem] text-slate-600">{swatch.detail}</span>{" "}
            <span className="mt-1.5 block">
              <SceneValue cell={swatch.status} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const segmentColours = ["bg-slate-400", "bg-amber-400", "bg-brand-500"];

/** Temu: what the floor price is built from, and where the offer sits against it. */
function Stack({ body }: { body: Kind<"stack"> }) {
  const max = body.offer.value * 1.18;
  const floor = body.segments.reduce((sum, s) => sum + s.value, 0);
  return (
    <div>
      <div className="relative pt-7 pb-7">
        <span
          className="absolute top-0 -translate-x-full pr-1 text-xs font-semibold whitespace-nowrap text-emerald-700"
          style={{ left: `${(body.offer.value / max) * 100}%` }}
        >
          {body.offer.label} {body.offer.display}
        </span>{" "}
        <span aria-hidden className="flex h-9 overflow-hidden rounded-lg ring-1 ring-slate-200">
          {body.segments.map((segment, i) => (
            <span
              key={segment.label}
              className={cn("h-full border-r-2 border-white last:border-r-0", segmentColours[i])}
              style={{ width: `${(segment.value / max) * 100}%` }}
            />
          ))}
        </span>
        <span
          aria-hidden
          className="absolute top-5 bottom-5 w-0.5 bg-emerald-600"
          style={{ left: `${(body.offer.value / max) * 100}%` }}
        />
        <span
          className="absolute bottom-0 -translate-x-full pr-1 text-xs font-semibold whitespace-nowrap text-brand-800"
          style={{ left: `${(floor / max) * 100}%` }}
        >
          {body.floor.label} {body.floor.display}
        </span>
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {body.segments.map((segment, i) => (
          <li key={segment.label} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-[0.8125rem]">
            <span aria-hidden className={cn("h-2.5 w-2.5 shrink-0 rounded-sm", segmentColours[i])} />
            <span className="text-slate-600">{segment.label}</span>{" "}
            <span className="ml-auto font-semibold text-ink tabular-nums">{segment.display}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Amazon: the seller account's connection, each permission the seller approved, switched on. */
function Access({ body }: { body: Kind<"access"> }) {
  return (
    <div>
      <p className="flex items-start gap-2.5 rounded-xl bg-emerald-50 px-3 py-2.5 text-[0.8125rem] font-medium text-emerald-900 ring-1 ring-emerald-200">
        <Icon name="ShieldCheck" className="mt-px h-4 w-4 shrink-0 text-emerald-700" />
        {body.connection}
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {body.scopes.map((scope) => (
          <li key={scope.name} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{scope.name}</span>{" "}
              <span className="block text-[0.8125rem] text-slate-600">{scope.detail}</span>
            </span>{" "}
            <span className="shrink-0 text-xs font-medium text-slate-600 max-sm:hidden">{scope.access}</span>{" "}
            <span aria-hidden className="relative h-5 w-9 shrink-0 rounded-full bg-emerald-500">
              <span className="absolute top-0.5 right-0.5 h-4 w-4 rounded-full bg-white shadow-sm" />
            </span>
          </li>
        ))}
      </ul>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5">
        {body.notes.map((note) => (
          <li key={note} className="flex items-center gap-1.5 text-[0.8125rem] text-slate-600">
            <Icon name="Lock" className="h-3.5 w-3.5 text-slate-500" />
            {note}
          </li>
        ))}
      </ul>
    </div>
  );
}

const barColours: Record<StatusTone, string> = {
  good: "bg-emerald-500",
  warn: "bg-amber-400",
  bad: "bg-rose-500",
  info: "bg-sky-500",
};

/** Google Shopping: the feed's items by Merchant Center status, and the checks behind them. */
function Bars({ body }: { body: Kind<"bars"> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] sm:gap-6">
      <ul className="grid gap-3">
        {body.rows.map((row) => (
          <li key={row.label} className="text-[0.8125rem]">
            <span className="flex justify-between gap-3">
              <span className="text-slate-700">{row.label}</span>{" "}
              <span className="font-semibold text-ink tabular-nums">{row.display}</span>
            </span>
            <span aria-hidden className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-100">
              <span
                className={cn("block h-full rounded-full", barColours[row.tone])}
                style={{ width: `${row.share > 0 ? Math.max(row.share, 1.5) : 0}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <ul className="grid content-start gap-2 border-t border-slate-100 pt-4 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-6">
        {body.issues.map((issue) => (
          <li key={issue.label} className="flex items-start gap-2.5 text-[0.8125rem] text-slate-700">
            <ViewIcon tone={issue.tone} /> <span>{issue.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Target's scorecard meters are drawn by their own module, kept as the server's markup on a first
 * load and fetched only on a client-side navigation, so the channel route's script (near its
 * 130 KB budget) does not grow.
 */
const ScorecardBody = lazyComponent(() => import("./scorecard-body"));

/** One body per kind: each channel draws the part of Vantora Hub it needs most. */
export function ChannelViewBody({ body }: { body: Body }) {
  switch (body.kind) {
    case "table":
      return <Table body={body} />;
    case "log":
      return <Log body={body} />;
    case "steps":
      return <Steps body={body} />;
    case "pace":
      return <Pace body={body} />;
    case "inbox":
      return <Inbox body={body} />;
    case "checks":
      return <Checks body={body} />;
    case "choice":
      return <Choice body={body} />;
    case "swatches":
      return <Swatches body={body} />;
    case "stack":
      return <Stack body={body} />;
    case "bars":
      return <Bars body={body} />;
    case "access":
      return <Access body={body} />;
    case "scorecard":
      return (
        <StaticHtml id="channel-view-scorecard">
          <ScorecardBody body={body} />
        </StaticHtml>
      );
  }
}
