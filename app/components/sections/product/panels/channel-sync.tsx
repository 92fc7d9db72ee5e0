import { BrandMark } from "~/components/ui/brand-icon";
import { syncPanel } from "~/content/product-panels";
import { PanelFrame, Pill } from "./panel-frame";

/** Each connected channel with its last sync. */
export function ChannelSync({ className }: { className?: string }) {
  return (
    <PanelFrame id="sync" className={className}>
      <ul className="grid gap-2">
        {syncPanel.rows.map((row) => (
          <li key={row.name} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <BrandMark slug={row.mark} size={20} />
            <span className="font-semibold text-ink">{row.name}</span>{" "}
            <span className="ml-auto">
              <Pill tone={row.tone}>{row.status}</Pill>
            </span>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
