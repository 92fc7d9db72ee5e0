import {
  integrationGroups,
  integrationOverviewCopy,
  integrationsInGroup,
  ungroupedIntegrations,
} from "~/content/integrations";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { ModalButton } from "../modal-button";
import { channelBand, channelLead } from "./band";
import { IntegrationCard } from "./integration-card";

type DemoDialog = { service: string; description: string };

/** Groups with one card share a row on wide screens instead of leaving two thirds of it empty. */
const spans = {
  1: "",
  2: "sm:col-span-2",
  3: "sm:col-span-2 lg:col-span-3",
} as const;

/**
 * The eight overview cards in the spec's four groups. Houzz and Temu belong to none of them: the
 * spec still requires their links, so they follow the groups as cards showing their category,
 * without a group heading the spec does not have, in one row with a tile that asks about any other
 * channel (its button is the page's Request Demo).
 */
export function IntegrationGroups({ demo, label }: { demo: DemoDialog; label: string }) {
  return (
    <Section tone="muted" labelledBy="integration-groups-heading" width="wide" className={channelBand}>
      <SectionHeading
        id="integration-groups-heading"
        title={integrationOverviewCopy.groupsHeading}
        // A section lead sits a step under the hero's (16 px on a phone, as the hero's is 18).
        subtitle={<span className={cn("block", channelLead)}>{integrationOverviewCopy.groupsIntro}</span>}
      />
      <div className="grid gap-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-6">
        {integrationGroups.map((group) => {
          const members = integrationsInGroup(group);
          return (
            <section
              key={group.id}
              aria-labelledby={`integration-group-${group.id}`}
              className={spans[Math.min(members.length, 3) as 1 | 2 | 3]}
            >
              <div className="mb-6 max-w-2xl">
                <h3 id={`integration-group-${group.id}`} className="text-2xl font-extrabold tracking-tight text-ink">
                  {group.title}
                </h3>
                <p className={cn("mt-1 text-slate-600", members.length === 1 && "lg:min-h-12")}>{group.description}</p>
              </div>
              <ul className={cn("grid gap-5", members.length > 1 && "sm:grid-cols-2 lg:grid-cols-3")}>
                {members.map((integration) => (
                  <li key={integration.slug}>
                    <IntegrationCard integration={integration} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {/* A rule above: on a phone, where the groups stack, the two would otherwise read as the last group's. */}
        <ul className="col-span-full grid gap-5 border-t border-slate-200 pt-12 sm:grid-cols-2 lg:grid-cols-3">
          {ungroupedIntegrations.map((integration) => (
            <li key={integration.slug}>
              <IntegrationCard integration={integration} ungrouped />
            </li>
          ))}
          <li className="flex flex-col rounded-2xl bg-slate-950 p-6 text-white sm:col-span-2 lg:col-span-1">
            <h3 className="text-lg font-bold tracking-tight">{integrationOverviewCopy.moreTile.title}</h3>
            <p className="mt-3 flex-1 text-sm text-slate-300">{integrationOverviewCopy.moreTile.text}</p>
            <ModalButton {...demo} variant="inverse" className="mt-5 self-start">
              {label}
            </ModalButton>
          </li>
        </ul>
      </div>
    </Section>
  );
}
