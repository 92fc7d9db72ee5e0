import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { channelHubCopy as copy } from "~/content/integrations/shared";
import type { ChannelHubContent } from "~/content/integrations/types";
import { Section, SectionHeading } from "../../section";
import { StatTiles } from "../stat-tiles";

/**
 * What a card-shaped channel page (TikTok Shop, Target, Home Depot, Houzz, Temu …) connects to:
 * the four features each connected channel runs on, each linking to its page, and the platform's
 * figures from /features (both arrive with the loader data). Nothing channel-specific is claimed
 * here beyond the page's own cards.
 */
export function ChannelHub({ name, content }: { name: string; content: ChannelHubContent }) {
  return (
    <Section tone="muted" labelledBy="channel-hub-heading">
      <SectionHeading id="channel-hub-heading" kicker={copy.kicker} title={copy.heading(name)} subtitle={copy.intro} />
      <ul aria-label={copy.featuresLabel} className="grid gap-4 sm:grid-cols-2">
        {content.features.map((feature) => (
          <li key={feature.slug}>
            <Link
              to={feature.href}
              className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={feature.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="flex items-center gap-1 font-semibold text-ink group-hover:text-brand-700">
                  {feature.name}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
                <span className="mt-1 line-clamp-2 block text-sm leading-relaxed text-slate-600">
                  {feature.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <StatTiles stats={content.stats} label={copy.statsLabel} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}
