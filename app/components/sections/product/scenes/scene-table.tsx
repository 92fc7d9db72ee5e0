import type { CSSProperties, ReactNode } from "react";
import { BrandMark } from "~/components/ui/brand-icon";
import { brandMarkFor } from "~/content/brands";
import type { SceneCell } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { SceneValue } from "./scene-pill";

type Props = {
  columns: readonly string[];
  rows: readonly (readonly SceneCell[])[];
  /** Columns (by index) of figures, right-aligned. */
  numeric?: readonly number[];
  /** Columns (by index) left out under 640 px, so the rest stay readable. */
  phoneHidden?: readonly number[];
  /** Columns (by index) of codes (SKU, bin), in monospace; the first other column is the row's name. */
  code?: readonly number[];
  /** Columns (by index) whose cells start with a channel's name ("Amazon", "eBay lantern 2-pack"): its mark goes first. */
  marks?: readonly number[];
  /** `false`: the marks from 640 px only. */
  phoneMarks?: false;
  /**
   * A column (by index) that under 640 px leaves its own column and becomes a 12 px grey second
   * line under the row's name (monospace if it is a code), so a short table keeps two columns.
   */
  phoneUnder?: number;
  /** The column (by index) `phoneUnder` goes under; by default the row's name. */
  phoneUnderOf?: number;
  /** Columns (by index) shown under 640 px only (a phone's merge of columns it leaves out). */
  phoneOnly?: readonly number[];
  /** Above the table, as its caption (a feature page's block); a channel's screen has none. */
  caption?: ReactNode;
  /** "open": under a caption, ruled; "card": its own bordered card (a channel's screen). */
  frame: "open" | "card";
  /** The table's name for the keyboard-scrollable region ("open" only). */
  label?: string;
  /**
   * Opt-in widths (CSS lengths by column index, from 640 px): columns given one keep it and the
   * others take what is left, so a short code column does not open a gap before the next figure.
   */
  widths?: readonly (string | null)[];
};

/** The channel a name starts with: the whole name, its first two words or its first word. */
function markOf(text: string) {
  const words = text.split(" ");
  return brandMarkFor(text) ?? brandMarkFor(words.slice(0, 2).join(" ")) ?? brandMarkFor(words[0] ?? "");
}

/**
 * A channel's name after its mark, as the overview's Sales Channels vignette draws it: the 16 px
 * mark on a 24 px white tile. Decorative, since the name is printed beside it.
 */
function MarkedName({ text, phone }: { text: string; phone: boolean }) {
  const slug = markOf(text);
  if (!slug) return text;
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden
        className={cn(
          "inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white",
          !phone && "max-sm:hidden",
        )}
      >
        <BrandMark slug={slug} size={16} className="max-w-[75%] object-contain" />
      </span>{" "}
      <span className="min-w-0">{text}</span>
    </span>
  );
}

/** A table in a drawn product screen: feature pages' blocks and channel pages' screens. */
export function SceneTable({
  columns,
  rows,
  numeric,
  phoneHidden,
  code,
  marks,
  phoneMarks,
  phoneUnder,
  phoneUnderOf,
  phoneOnly,
  caption,
  frame,
  label,
  widths,
}: Props) {
  const hidden = new Set(phoneUnder === undefined ? phoneHidden : [...(phoneHidden ?? []), phoneUnder]);
  const figures = new Set(numeric);
  const codes = new Set(code);
  const marked = new Set(marks);
  const phoneColumns = new Set(phoneOnly);
  const name = columns.findIndex((_, i) => !codes.has(i) && !(frame === "card" && hidden.has(i)));
  const open = frame === "open";
  // When a phone leaves the last column out, the last one it shows keeps the table's 12 px end
  // gutter too (review 75b: Etsy's pills ended 6 px from the card's edge).
  const phoneLast = columns.findLastIndex((_, i) => !hidden.has(i));
  const cellClass = (i: number) =>
    cn(
      "px-2 py-2.5 first:pl-3 last:pr-3",
      i === phoneLast && i < columns.length - 1 && "max-sm:pr-3",
      open && "sm:px-3",
      hidden.has(i) && "max-sm:hidden",
      phoneColumns.has(i) && "sm:hidden",
      figures.has(i) ? "text-right whitespace-nowrap tabular-nums" : open && "min-w-[5.5rem]",
    );
  const table = (
    <table className="w-full text-left text-[0.8125rem] sm:text-sm">
      {caption}
      <thead className={cn("bg-slate-50 text-xs font-semibold text-slate-600", open && "border-y border-slate-200")}>
        <tr>
          {columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={cn(cellClass(i), widths?.[i] && "sm:w-[var(--col-w)]")}
              style={widths?.[i] ? ({ "--col-w": widths[i] } as CSSProperties) : undefined}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-700">
        {rows.map((row) => (
          <tr key={row.map((c) => (typeof c === "string" ? c : c.text)).join("|")}>
            {row.map((cell, i) => (
              <td
                key={columns[i]}
                className={cn(
                  cellClass(i),
                  codes.has(i) && "font-mono text-xs whitespace-nowrap text-slate-500",
                  i === name && "font-medium text-ink",
                )}
              >
                {marked.has(i) && typeof cell === "string" ? (
                  <MarkedName text={cell} phone={phoneMarks ?? true} />
                ) : (
                  <SceneValue cell={cell} />
                )}
                {i === (phoneUnderOf ?? name) && phoneUnder !== undefined && row[phoneUnder] ? (
                  <span
                    className={cn(
                      "mt-0.5 block text-xs font-normal text-slate-500 sm:hidden",
                      codes.has(phoneUnder) && "font-mono",
                    )}
                  >
                    {" "}
                    <SceneValue cell={row[phoneUnder]} />
                  </span>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return open ? (
    // Focusable so a keyboard can scroll it if a narrow screen ever cuts a column.
    <div tabIndex={0} role="region" aria-label={label} className="overflow-x-auto">
      {table}
    </div>
  ) : (
    <div className="overflow-hidden rounded-xl border border-slate-200">{table}</div>
  );
}
