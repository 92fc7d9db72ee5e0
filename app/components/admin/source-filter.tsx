import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { adminCopy } from "~/content/admin";

/** The campaign source the list shows (?source=), from the sources the chart found; all when empty. */
export function SourceFilter({
  source,
  sources,
  onChange,
}: {
  source: string | null;
  sources: string[];
  onChange: (source: string | null) => void;
}) {
  const id = useId();
  const copy = adminCopy.source;
  const options = source && !sources.includes(source) ? [source, ...sources] : sources;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {copy.label}
      </label>
      {/* The native select (keyboard, phone pickers), drawn like the panel's other controls: its own chevron. */}
      <span className="relative">
        <select
          id={id}
          value={source ?? ""}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          className="h-9 appearance-none rounded-full border border-slate-300 bg-white pr-8 pl-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
        >
          <option value="">{copy.all}</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
      </span>
    </div>
  );
}
