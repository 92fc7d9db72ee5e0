import { catalogPanel } from "~/content/product-panels";
import { PanelFrame } from "./panel-frame";

/** A product record's fields and its listing quality per channel. */
export function CatalogEditor({ className }: { className?: string }) {
  return (
    <PanelFrame id="catalog" className={className}>
      <div className="grid gap-2">
        {catalogPanel.fields.map((f) => (
          <div key={f.label}>
            <p className="font-semibold text-slate-500">{f.label}</p>
            <p className="mt-0.5 truncate rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5 text-ink">
              {f.value}
            </p>
          </div>
        ))}
      </div>
      <p className="mt-3 font-semibold text-slate-500">{catalogPanel.scoreLabel}</p>
      <ul className="mt-1.5 grid gap-1.5">
        {catalogPanel.channels.map((ch) => (
          <li key={ch.name} className="grid grid-cols-[4rem_1fr_2rem] items-center gap-2">
            <span>{ch.name}</span>
            <span className="h-1.5 rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-emerald-500" style={{ width: `${ch.score}%` }} />
            </span>
            <span className="text-right tabular-nums">{ch.score}</span>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
