import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { channelHubCopy as copy } from "~/content/integrations/shared";
import type { ChannelHubContent } from "~/content/integrations/types";
import { Section } from "../../section";

/**
 * What a card-shaped channel page connects to: the three Vantora Hub features this channel leans
 * on, each with why and a link to its page (the content arrives with the loader data). No figures:
 * TikTok Shop, Target and Home Depot have no metrics block (spec §2), the others have their own.
 */
export function ChannelHub({ name, content }: { name: string; content: ChannelHubContent }) {
  return (
    <Section tone="muted" labelledBy="channel-hub-heading" width="wide">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-brand-700">{copy.kicker}</p>
          <h2
            id="channel-hub-heading"
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {copy.heading(name)}
          </h2>
          <p className="mt-5 text-pretty text-slate-600">{copy.intro}</p>
        </div>
        <ul aria-label={copy.featuresLabel(name)} className="divide-y divide-slate-200 border-y border-slate-200">
          {content.features.map((feature) => (
            <li key={feature.slug}>
              <Link
                to={feature.href}
                className="group flex gap-4 py-5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 sm:gap-5 sm:py-6"
              >
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                  <Icon name={feature.icon} className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 text-lg font-semibold text-ink group-hover:text-brand-700">
                    {feature.name}
                    <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                  </span>{" "}
                  <span className="mt-1 block text-pretty text-slate-600">{feature.why}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
