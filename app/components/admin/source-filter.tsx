import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";

/**
 * The campaign source the list shows (?source=), from the sources the chart found; all when empty.
 * From 640 px a labelled select beside the search. On a phone (`chip`) it is the first chip of the
 * status row's scroller instead of a row of its own (review 55: that row cost ~56 px above the
 * first lead): "Source: All ▾", 36 px like the status chips. Its real select covers the whole chip
 * (transparent), so a tap anywhere on it opens the phone's picker and the keyboard reaches it as
 * before; the chip draws the label and the choice.
 */
export function SourceFilter({
  source,
  sources,
  onChange,
  chip = false,
  className,
}: {
  source: string | null;
  sources: string[];
  onChange: (source: string | null) => void;
  chip?: boolean;
  className?: string;
}) {
  const id = useId();
  const copy = adminCopy.source;
  const options = source && !sources.includes(source) ? [source, ...sources] : sources;
  const select = (style: string) => (
    <select
      id={id}
      value={source ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      className={style}
      data-testid={chip ? "source-chip-select" : undefined}
    >
      <option value="">{copy.all}</option>
      {options.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );

  if (chip)
    return (
      <span
        className={cn(
          "relative inline-flex h-9 max-w-60 shrink-0 items-center gap-1 rounded-full border pr-2.5 pl-3 text-sm whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
          source
            ? "border-2 border-brand-700 bg-brand-50 text-brand-800"
            : "border-slate-300 bg-white text-slate-700 hover:border-brand-400",
          className,
        )}
        data-testid="source-chip"
      >
        <label htmlFor={id} className="font-medium">
          {copy.label}
          <span aria-hidden>:</span>
        </label>
        {/* What the select says, drawn (the select itself is spoken). */}
        <span aria-hidden className="min-w-0 truncate font-semibold" data-testid="source-chip-value">
          {source ?? copy.allShort}
        </span>
        <ChevronDown aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
        {select("absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0")}
      </span>
    );

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {copy.label}
      </label>
      {/* The native select (keyboard, phone pickers), drawn like the panel's other controls: its own chevron. */}
      <span className="relative">
        {select(
          "h-9 appearance-none rounded-full border border-slate-300 bg-white pr-8 pl-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-200",
        )}
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
      </span>
    </div>
  );
}
