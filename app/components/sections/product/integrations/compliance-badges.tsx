import { Icon } from "~/components/ui/icon";
import type { ComplianceBadge } from "~/content/integrations/types";
import { Section, SectionHeading } from "../../section";

/** Amazon's twelve compliance and security badges. */
export function ComplianceBadges({ heading, badges }: { heading: string; badges: readonly ComplianceBadge[] }) {
  return (
    <Section tone="muted" labelledBy="badges-heading" width="wide" className="py-16">
      <SectionHeading id="badges-heading" title={heading} />
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6">
        {badges.map((badge) => (
          <li
            key={badge.label}
            className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm sm:flex-col sm:gap-2 sm:rounded-2xl sm:py-5 sm:text-center"
          >
            <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 sm:h-10 sm:w-10">
              <Icon name={badge.icon} className="h-4 w-4 sm:h-5 sm:w-5" />
            </span>
            <span className="text-[0.8125rem] leading-snug font-semibold text-ink sm:text-sm">{badge.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
