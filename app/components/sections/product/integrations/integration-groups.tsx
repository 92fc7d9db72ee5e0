import { ContactTrigger } from "~/components/contact/contact-trigger";
import { Icon } from "~/components/ui/icon";
import {
  integrationGroups,
  integrationOverviewCopy,
  integrationsInGroup,
  ungroupedIntegrations,
} from "~/content/integrations";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { channelBand, channelLead } from "./band";
import { IntegrationCard } from "./integration-card";

type DemoDialog = { service: string; description: string };

/** Groups with one card share a row on wide screens instead of leaving two thirds of it empty. */
const spans = {
  1: "",
  2: "sm:col-span-2",
  3: "sm:col-span-2 lg:col-span-3",
} as const;

/** A group's heading and its one grey line: the four channel-type groups and Houzz and Temu's. */
function GroupHeading({
  id,
  title,
  description,
  className,
}: {
  id: string;
  title: string;
  description: string;
  className?: string;
}) {
  return (
    <div className={cn("mb-3 sm:mb-6", className)}>
      {/* On a phone four one-card groups under 24 px headings read as four sections (review 57):
          there they are a list's labels, 18 px over a 14 px line. */}
      <h3 id={id} className="text-lg font-bold tracking-tight text-ink sm:text-2xl sm:font-extrabold">
        {title}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600 sm:mt-1 sm:text-base">{description}</p>
    </div>
  );
}

/**
 * The eight overview cards in the spec's four groups. Houzz and Temu belong to none of them: the
 * spec still requires their links, so they follow the groups under a heading of their own that names
 * their two categories, in one row with a tile that asks about any other channel (its link opens the
 * demo dialog). On a phone each card is a compact row.
 */
export function IntegrationGroups({ demo }: { demo: DemoDialog }) {
  const other = integrationOverviewCopy.otherChannels;
  return (
    <Section tone="muted" labelledBy="integration-groups-heading" width="wide" className={channelBand}>
      <SectionHeading
        id="integration-groups-heading"
        title={integrationOverviewCopy.groupsHeading}
        // A section lead sits a step under the hero's (16 px on a phone, as the hero's is 18).
        subtitle={<span className={cn("block", channelLead)}>{integrationOverviewCopy.groupsIntro}</span>}
      />
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 sm:gap-12 lg:grid-cols-3 lg:gap-x-6">
        {integrationGroups.map((group) => {
          const members = integrationsInGroup(group);
          return (
            <section
              key={group.id}
              aria-labelledby={`integration-group-${group.id}`}
              className={spans[Math.min(members.length, 3) as 1 | 2 | 3]}
            >
              <GroupHeading
                id={`integration-group-${group.id}`}
                title={group.title}
                description={group.description}
                className={cn("max-w-2xl", members.length === 1 && "lg:[&>p]:min-h-12")}
              />
              <ul
                className={cn("grid grid-cols-1 gap-3 sm:gap-5", members.length > 1 && "sm:grid-cols-2 lg:grid-cols-3")}
              >
                {members.map((integration) => (
                  <li key={integration.slug}>
                    <IntegrationCard integration={integration} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {/* Houzz and Temu fall in no displayed group (spec §2): a lead line introduces them,
            not a fifth group heading. */}
        <div className="col-span-full border-t border-slate-200 pt-8 sm:pt-10">
          <div className="mb-4 max-w-4xl sm:mb-6">
            <p className="text-lg font-bold tracking-tight text-ink">{other.title}</p>
            <p className="mt-0.5 text-sm text-slate-600 sm:mt-1 sm:text-base">{other.description}</p>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {ungroupedIntegrations.map((integration) => (
              <li key={integration.slug}>
                <IntegrationCard integration={integration} />
              </li>
            ))}
            {/* A light tile: the page's one dark block is its closing band (a dark tile here ended
                where the band began, two dark blocks with two Request Demo buttons — review 57). */}
            <li className="flex flex-col rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-5 max-sm:mt-2 sm:col-span-2 sm:p-6 lg:col-span-1">
              <h4 className="text-lg font-bold tracking-tight text-ink">{integrationOverviewCopy.moreTile.title}</h4>
              <p className="mt-2 flex-1 text-sm text-slate-600">{integrationOverviewCopy.moreTile.text}</p>
              <ContactTrigger
                {...demo}
                className="group mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-800"
              >
                {integrationOverviewCopy.moreTile.action}{" "}
                <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
              </ContactTrigger>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
