import { Icon } from "~/components/ui/icon";
import { amazonTrustCopy } from "~/content/integrations/shared";
import type { ComplianceBadge, PolicySection } from "~/content/integrations/types";
import type { IconName } from "~/content/types";
import { Section } from "../../section";
import { channelBand } from "./band";

/** One column of commitments: its heading, intro and four titled points as a ruled list (no cards). */
function Commitments({ id, section, icon }: { id: string; section: PolicySection; icon: IconName }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xl font-extrabold tracking-tight text-white sm:text-2xl">
        {section.heading}
      </h3>
      <p className="mt-2 text-pretty text-slate-300">{section.intro}</p>
      <ul className="mt-5 divide-y divide-white/10 border-t border-white/10">
        {section.points.map((point) => (
          <li key={point.title} className="flex gap-3.5 py-4">
            <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-emerald-400/10 text-emerald-300">
              <Icon name={icon} className="h-4 w-4" />
            </span>
            <div>
              <h4 className="font-bold text-white">{point.title}</h4>{" "}
              <p className="mt-1 text-[0.9375rem] text-pretty text-slate-300">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Amazon page's one trust band: the twelve compliance badges as a wall of seals, then how
 * Amazon data is handled beside how each connection is secured. One section rather than three in
 * a row (the review found the page repeating itself there); every string of the three is kept.
 */
export function AmazonTrust({
  heading,
  badges,
  privacy,
  security,
}: {
  heading: string;
  badges: readonly ComplianceBadge[];
  privacy: PolicySection;
  security: PolicySection;
}) {
  return (
    <Section tone="dark" labelledBy="badges-heading" width="wide" className={`overflow-hidden ${channelBand}`}>
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 right-0 h-80 w-[40rem] max-w-full rounded-full bg-emerald-500/10 blur-3xl"
      />
      <div className="relative grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:items-center lg:gap-14">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
            <Icon name="ShieldCheck" className="h-4 w-4" />
            {amazonTrustCopy.kicker}
          </p>
          <h2 id="badges-heading" className="mt-3 text-heading font-extrabold text-balance text-white">
            {heading}
          </h2>
        </div>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {badges.map((badge) => (
            <li
              key={badge.label}
              className="flex min-h-12 items-center gap-2.5 rounded-xl bg-white/[0.06] px-3 py-2 ring-1 ring-white/10"
            >
              <Icon name={badge.icon} className="h-4 w-4 shrink-0 text-emerald-300" />
              <span className="text-[0.8125rem] leading-snug font-semibold text-white">{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative mt-12 grid gap-10 sm:mt-16 lg:grid-cols-2 lg:gap-14">
        <Commitments id="amazon-privacy-heading" section={privacy} icon="Lock" />
        <Commitments id="amazon-security-heading" section={security} icon="ShieldCheck" />
      </div>
    </Section>
  );
}
