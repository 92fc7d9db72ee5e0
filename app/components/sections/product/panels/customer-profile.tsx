import { customerPanel as c } from "~/content/product-panels";
import { PanelFrame } from "./panel-frame";

/** One customer across channels: initials avatar, value and tags. */
export function CustomerProfile({ className }: { className?: string }) {
  return (
    <PanelFrame id="customer" className={className}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-500 text-sm font-bold text-white">
          {c.initials}
        </span>
        <span>
          <span className="block text-sm font-bold text-ink">{c.name}</span>
          <span className="text-slate-500">{c.since}</span>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {c.stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse rounded-lg border border-slate-200 px-2.5 py-2">
            <dt className="text-[0.6875rem] text-slate-500">{s.label}</dt>
            <dd className="text-sm font-bold text-ink">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-1.5">
        {c.tags.map((t) => (
          <span key={t} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
            {t}
          </span>
        ))}
      </p>
      <p className="mt-3 text-slate-500">{c.last}</p>
    </PanelFrame>
  );
}
