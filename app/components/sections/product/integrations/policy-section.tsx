import { Icon } from "~/components/ui/icon";
import type { PolicySection as PolicySectionData } from "~/content/integrations/types";
import type { IconName } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";

type Props = { id: string; section: PolicySectionData; icon: IconName; tone?: "white" | "dark" };

/** The Amazon page's privacy and security commitments: an intro and four titled points. */
export function PolicySection({ id, section, icon, tone = "white" }: Props) {
  const dark = tone === "dark";
  return (
    <Section tone={tone} labelledBy={id} className="py-16">
      <SectionHeading id={id} title={section.heading} subtitle={section.intro} inverse={dark} />
      <ul className="grid gap-3 sm:gap-5 md:grid-cols-2">
        {section.points.map((point) => (
          <li
            key={point.title}
            className={cn(
              "flex gap-4 rounded-2xl p-5 sm:p-6",
              dark ? "bg-white/5 ring-1 ring-white/10" : "border border-slate-200 bg-white shadow-sm",
            )}
          >
            <span
              className={cn(
                "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl",
                dark ? "bg-emerald-400/10 text-emerald-300" : "bg-emerald-50 text-emerald-700",
              )}
            >
              <Icon name={icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className={cn("text-lg font-bold", dark ? "text-white" : "text-ink")}>{point.title}</h3>
              <p className={cn("mt-1.5", dark ? "text-slate-300" : "text-slate-600")}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
