import type { excellence } from "~/content/home";
import { panelChrome } from "~/content/product-panels";
import { Pill } from "../product/panels/panel-frame";

/**
 * "Under one roof" made concrete: a Vantora Hub window with one week's plan for the brand, a row
 * for each of the five teams the paragraph names (its owner's initials, one task, a status pill
 * in the hero's tones). Real text in a list, marked "Sample data" like the hero's windows. Drawn
 * through StaticHtml (excellence.tsx): no script of its own. The copy comes in as a prop, so this
 * chunk does not share the home content module with the page's own script (a split chunk).
 */
export function OneRoof({ plan }: { plan: (typeof excellence)["plan"] }) {
  return (
    <figure className="mx-auto w-full max-w-[30rem] overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-xl shadow-slate-900/10">
      <figcaption className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs">
        <span aria-hidden className="flex gap-1.5 max-[25rem]:hidden">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="truncate font-semibold text-ink">
          {plan.title} <span className="font-medium text-slate-500">/ {plan.brand}</span>
        </span>{" "}
        <span className="ml-auto shrink-0 rounded-md bg-slate-200/70 px-1.5 py-0.5 font-semibold whitespace-nowrap text-slate-600">
          {panelChrome.sample}
        </span>
      </figcaption>
      <ul className="divide-y divide-slate-100 px-4">
        {plan.rows.map((row) => (
          <li key={row.team} data-plan-row className="flex items-center gap-3 py-2 sm:py-2.5">
            <span
              aria-hidden
              className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {row.initials}
            </span>{" "}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">
                {row.team} <span className="text-xs font-medium text-slate-500">· {row.owner}</span>
              </span>{" "}
              <span className="block truncate text-xs text-slate-600">{row.task}</span>{" "}
            </span>
            <Pill tone={row.tone}>{row.status}</Pill>
          </li>
        ))}
      </ul>
    </figure>
  );
}
