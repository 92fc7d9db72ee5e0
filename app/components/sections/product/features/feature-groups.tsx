import { Icon } from "~/components/ui/icon";
import { featureGroups, featuresInGroup, featuresOverview } from "~/content/features";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { FeatureLinkCard, featureLinkList } from "./feature-link-card";

/** The ten features in their four groups, each card linking to /features/{slug}. */
export function FeatureGroups() {
  return (
    <Section tone="muted" labelledBy="feature-groups-heading" width="wide">
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
              className="grid gap-6 lg:grid-cols-3 lg:gap-10"
            >
              <div className="lg:pt-2">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                  <Icon name={group.icon} className="h-5 w-5" />
                </span>
                <h3 id={`group-${group.id}`} className="mt-4 text-2xl font-extrabold tracking-tight text-ink">
                  {group.name}
                </h3>
                <p className="mt-2 text-slate-600">{group.description}</p>
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
