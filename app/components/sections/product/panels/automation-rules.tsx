import { automationPanel } from "~/content/product-panels";
import { cn } from "~/lib/cn";
import { PanelFrame } from "./panel-frame";

/** If-this-then-that rules with on/off switches. */
export function AutomationRules({ className }: { className?: string }) {
  return (
    <PanelFrame id="automation" className={className}>
      <ul className="grid gap-2">
        {automationPanel.rules.map((rule) => (
          <li key={rule.when} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-brand-700">{automationPanel.whenLabel}</span> {rule.when}
              <span className="block text-slate-500">
                <span className="font-semibold text-slate-700">{automationPanel.actionLabel}</span> {rule.action}
              </span>
            </span>
            <span
              className={cn(
                "flex h-4 w-7 shrink-0 rounded-full p-0.5",
                rule.on ? "justify-end bg-brand-600" : "bg-slate-300",
              )}
            >
              <span className="h-3 w-3 rounded-full bg-white" />
            </span>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
