import { featureGroups, featuresInGroup, featuresOverview } from "~/content/features";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { FeatureLinkCard, featureLinkList } from "./feature-link-card";
import { GroupVignette } from "./group-vignette";

/**
 * The ten features in their four groups, each card linking to /features/{slug}. Each group shows
 * a small cut of the Hub: under its words on the left from 1024 px, and on a phone full width
 * between its words and its list.
 */
export function FeatureGroups() {
  return (
    // The hero's 96 px foot plus 32 px: the scene's caption and this heading read as one page.
    <Section tone="muted" labelledBy="feature-groups-heading" width="wide" className="sm:pt-8">
      <SectionHeading
        id="feature-groups-heading"
        title={featuresOverview.groupsHeading}
        subtitle={featuresOverview.groupsIntro}
      />
      <div className="grid gap-14">
        {featureGroups.map((group) => {
          const members = featuresInGroup(group.id);
          return (
            <section
              key={group.id}
              aria-labelledby={`group-${group.id}`}
              data-feature-group={group.id}
              className="grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-10"
            >
              <div className="lg:pt-2">
                <h3 id={`group-${group.id}`} className="text-2xl font-extrabold tracking-tight text-ink">
                  {group.name}
                </h3>
                <p className="mt-2 text-slate-600">{group.description}</p>
                <GroupVignette group={group.id} className="mt-4 lg:mt-6 lg:max-w-xs" />
              </div>
              <ul className={cn(featureLinkList, "sm:grid-cols-2 lg:col-span-2")}>
                {members.map((feature) => (
                  <li key={feature.slug}>
                    <FeatureLinkCard feature={feature} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
