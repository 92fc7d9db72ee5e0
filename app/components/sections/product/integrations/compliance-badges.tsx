import { Icon } from "~/components/ui/icon";
import type { ComplianceBadge } from "~/content/integrations/types";
import { Section, SectionHeading } from "../../section";

/** Amazon's twelve compliance and security badges. */
export function ComplianceBadges({ heading, badges }: { heading: string; badges: readonly ComplianceBadge[] }) {
  return (
    <Section tone="muted" labelledBy="badges-heading" width="wide">
      <SectionHeading id="badges-heading" title={heading} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {badges.map((badge) => (
          <li
            key={badge.label}
            className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm"
          >
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <Icon name={badge.icon} className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold text-ink">{badge.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
