import { Fragment } from "react";
import { sceneCopy } from "~/content/features";
import type { SceneBlock } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { SceneChart, SceneMargins, SceneWaterfall } from "./scene-charts";
import { MediaRow } from "./scene-media";
import { SceneValue } from "./scene-pill";
import { SceneTable } from "./scene-table";
import { SceneThread } from "./scene-thread";
import { SnapRow } from "./snap-row";

type Block<K extends SceneBlock["kind"]> = Extract<SceneBlock, { kind: K }>;

/** The small heading of a block inside the scene (a caption for tables, a paragraph elsewhere). */
const blockTitle = "text-sm font-semibold text-ink";

function Table({ block }: { block: Block<"table"> }) {
  return (
    <SceneTable
      frame="open"
      label={block.title}
      caption={<caption className={cn(blockTitle, "pb-3 text-left")}>{block.title}</caption>}
      columns={block.columns}
      rows={block.rows}
      numeric={block.numeric}
      phoneHidden={block.phoneHidden}
      code={block.code}
      marks={block.marks}
      phoneMarks={block.phoneMarks}
      phoneUnder={block.phoneUnder}
      phoneUnderOf={block.phoneUnderOf}
      phoneOnly={block.phoneOnly}
    />
  );
}

function Board({ block }: { block: Block<"board"> }) {
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      {/* Under 640 px the columns stand in one row that scrolls sideways (CSS snap points), 156 px
          columns, the next one peeking in at the edge, instead of a 2×2 wrap; two by two to 1024 px, four abreast from there. */}
      <SnapRow
        label={block.title}
        data-board-row=""
        className="max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:pb-2"
      >
        <ol className="mt-3 grid grid-cols-2 gap-2.5 max-sm:flex max-sm:w-max max-sm:gap-2 lg:grid-cols-4 lg:gap-2">
          {block.columns.map((column) => (
            <li
              key={column.label}
              className="min-w-0 rounded-xl bg-slate-100/80 p-2.5 max-sm:w-[9.75rem] max-sm:shrink-0 max-sm:snap-start lg:p-2"
            >
              <p className="flex items-center justify-between px-1 text-[0.8125rem] font-semibold text-ink">
                {column.label}{" "}
                <span className="rounded-full bg-white px-2 text-xs tabular-nums ring-1 ring-slate-200">
                  {column.count}
                </span>
              </p>
              <ul className="mt-2.5 grid gap-2">
                {column.cards.map((card) => (
                  <li
                    key={card.id}
                    className="min-w-0 rounded-lg border border-slate-200 bg-white p-2.5 shadow-xs lg:px-2"
                  >
                    <p className="text-[0.8125rem] font-semibold text-ink tabular-nums">{card.id}</p>
                    {/* "Amazon · 2 items": each part kept whole, the second wrapping under the first in a narrow column. */}
                    <p className="mt-0.5 flex flex-wrap gap-x-1 text-xs text-slate-600">
                      {card.meta.split(" · ").map((part, i) => (
                        <Fragment key={part}>
                          {i > 0 ? " " : null}
                          <span className="whitespace-nowrap">{i > 0 ? `· ${part}` : part}</span>
                        </Fragment>
                      ))}
                    </p>
                    <p className="mt-2">
                      <SceneValue cell={card.tag} className="text-xs text-slate-600" />
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </SnapRow>
    </div>
  );
}

function Bars({ block }: { block: Block<"bars"> }) {
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <ul className="mt-4 grid gap-4">
        {block.rows.map((row) => (
          <li key={row.label} className="text-[0.8125rem]">
            <p className="flex justify-between gap-3">
              <span className="text-slate-700">{row.label}</span>{" "}
              <span className="font-semibold text-ink tabular-nums">{row.value}</span>
            </p>
            <span className="mt-1.5 block h-2 rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${row.share}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Flow({ block }: { block: Block<"flow"> }) {
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <ol className="mt-4 grid gap-0">
        {block.steps.map((step, i) => (
          <li key={step.text} className="relative flex gap-3 pb-4 last:pb-0">
            {i < block.steps.length - 1 ? (
              <span aria-hidden className="absolute top-7 bottom-0 left-[1.375rem] w-px bg-brand-200" />
            ) : null}
            <span className="relative mt-1 w-11 shrink-0 self-start rounded-md bg-brand-600 py-1 text-center text-xs font-bold text-white">
              {step.role}
            </span>{" "}
            <span className="rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-[0.8125rem] text-ink shadow-xs">
              {step.text}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-slate-600">{block.footer}</p>
    </div>
  );
}

// "Low" a step darker on a phone, where its small bins read as "Empty" otherwise.
const binFill = ["bg-slate-100", "bg-brand-100 max-sm:bg-brand-200", "bg-brand-300", "bg-brand-500"] as const;

function Bins({ block }: { block: Block<"bins"> }) {
  const onPath = (bin: string) => block.path.indexOf(bin);
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <div aria-hidden className="mt-4 grid gap-2">
        {block.fill.map((row, r) => {
          const zone = block.zones[r] ?? "";
          return (
            <div key={zone} className="grid grid-cols-[1.25rem_repeat(8,minmax(0,1fr))] items-center gap-1.5 sm:gap-2">
              <span className="text-xs font-semibold text-slate-600">{zone}</span>
              {row.map((level, i) => {
                const stop = onPath(`${zone}-${String(i + 1).padStart(2, "0")}`);
                return (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed bins, never reordered
                    key={i}
                    className={cn(
                      "flex h-8 items-center justify-center rounded-md text-xs font-bold sm:h-10",
                      binFill[level as 0 | 1 | 2 | 3],
                      stop >= 0 && "bg-amber-400 text-ink ring-2 ring-amber-600 ring-offset-1 max-sm:bg-amber-400",
                    )}
                  >
                    {stop >= 0 ? stop + 1 : null}
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600">
        {block.legend.map((label, i) => (
          <li key={label} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={cn("h-3 w-3 rounded-sm", binFill[i as 0 | 1 | 2 | 3])} />
            {label}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-[0.8125rem] font-medium text-ink">
        {sceneCopy.pickPath} {block.path.join(" → ")}
      </p>
    </div>
  );
}

/** Bar widths of a code-128-like barcode, made from the tracking number so every label differs. */
function barcode(text: string) {
  return [...text.replace(/\s/g, "")].flatMap((ch) => {
    const n = ch.charCodeAt(0);
    return [1 + (n % 3), 1 + ((n >> 2) % 2)];
  });
}

function Label({ block }: { block: Block<"label"> }) {
  let x = 0;
  const bars = barcode(block.tracking).map((w, i) => {
    const bar = { x, w, ink: i % 2 === 0 };
    x += w;
    return bar;
  });
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <div className="mt-3 rounded-lg border-2 border-ink bg-white p-3 font-mono text-xs text-ink">
        <p className="text-slate-600">
          {sceneCopy.from} {block.from}
        </p>
        <p className="mt-3 border-t-2 border-ink pt-2 text-slate-600">{sceneCopy.shipTo}</p>
        <address className="text-[0.8125rem] font-semibold not-italic">
          {block.to.map((line) => (
            <span key={line} className="block">
              {line}{" "}
            </span>
          ))}
        </address>
        <p className="mt-3 flex justify-between border-y-2 border-ink py-2 text-base font-bold">
          <span>{block.service}</span> <span>{block.weight}</span>
        </p>
        <svg viewBox={`0 0 ${x} 40`} preserveAspectRatio="none" className="mt-3 h-12 w-full" aria-hidden="true">
          {bars
            .filter((b) => b.ink)
            .map((b) => (
              <rect key={b.x} x={b.x} y="0" width={b.w} height="40" fill="currentColor" />
            ))}
        </svg>
        <p className="mt-1 text-center">
          {sceneCopy.tracking} {block.tracking}
        </p>
      </div>
    </div>
  );
}

/** A record's chips ("8 images", "Edited 2 h ago"). */
function Chips({ chips, className }: { chips: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          {chip}
        </li>
      ))}
    </ul>
  );
}

/** A fields block with images: read as a product record, plain label/value rows under hairlines, no input boxes. */
function ProductRecord({ block, media }: { block: Block<"fields">; media: NonNullable<Block<"fields">["media"]> }) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className={blockTitle}>{block.title}</p>
        {block.chips ? <Chips chips={block.chips} /> : null}
      </div>
      <MediaRow media={media} />
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] border-b border-slate-100 sm:grid-cols-[auto_auto_auto_minmax(0,1fr)]">
        {block.fields.map((field, i) => (
          <div key={field.label} className="contents">
            <dt className="border-t border-slate-100 py-1.5 pr-4 text-xs leading-5 font-medium text-slate-600">
              {field.label}
            </dt>
            <dd
              className={cn(
                "border-t border-slate-100 py-1.5 text-[0.8125rem] leading-5 text-ink sm:pr-4",
                i === 0 && "sm:col-span-3",
              )}
            >
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Fields({ block }: { block: Block<"fields"> }) {
  if (block.media) return <ProductRecord block={block} media={block.media} />;
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <dl className="mt-3 grid gap-3">
        {block.fields.map((field) => (
          // On a phone a field's label and value share a line (four stacked boxes made the window
          // tall), in two columns, so every box starts at the same x (review 79: four ragged starts).
          <div
            key={field.label}
            className="max-sm:grid max-sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] max-sm:items-center max-sm:gap-3"
          >
            <dt className="text-xs font-medium text-slate-600">{field.label}</dt>{" "}
            <dd className="mt-1 rounded-md border border-slate-200 bg-slate-50 px-2.5 py-2 text-[0.8125rem] text-ink max-sm:mt-0 max-sm:py-1.5">
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
      {block.chips ? <Chips chips={block.chips} className="mt-4" /> : null}
    </div>
  );
}

function Messages({ block }: { block: Block<"messages"> }) {
  return (
    <div>
      <p className={blockTitle}>{block.title}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {block.items.map((item, i) => (
          <li
            key={item.who}
            className={cn("flex gap-2.5 px-2.5 py-3 sm:gap-3 sm:px-3", i === 0 && "rounded-t-xl bg-brand-50/60")}
          >
            <span
              aria-hidden
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-bold text-slate-700 sm:h-9 sm:w-9"
            >
              {item.who.slice(0, 1)}
            </span>{" "}
            {/* One layout for every row: who and where on the first line (cut short on a phone
                rather than pushing the pill down), the pill pinned right beside it, the message under both. */}
            <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 sm:gap-x-3">
              <span className="truncate text-[0.8125rem] font-semibold text-ink">
                {item.who} <span className="font-normal text-slate-600 max-sm:text-xs">{item.channel}</span>
              </span>{" "}
              <SceneValue cell={item.due} />{" "}
              <span className="col-span-2 mt-1 block text-[0.8125rem] text-slate-700">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One block of a product scene, drawn from its data. */
export function SceneBlockView({ block }: { block: SceneBlock }) {
  switch (block.kind) {
    case "table":
      return <Table block={block} />;
    case "board":
      return <Board block={block} />;
    case "chart":
      return <SceneChart block={block} />;
    case "bars":
      return <Bars block={block} />;
    case "flow":
      return <Flow block={block} />;
    case "bins":
      return <Bins block={block} />;
    case "label":
      return <Label block={block} />;
    case "fields":
      return <Fields block={block} />;
    case "messages":
      return <Messages block={block} />;
    case "waterfall":
      return <SceneWaterfall block={block} />;
    case "margins":
      return <SceneMargins block={block} />;
    case "thread":
      return <SceneThread block={block} />;
  }
}
