import { channelSceneCopy as copy } from "~/content/integrations/shared";
import type { CardsIntegrationPage, MetricsIntegrationPage } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section } from "../../section";
import { afterHeroBand, channelLead } from "./band";
import { ScenePicture } from "./pictures/scene-picture";

type ScenePage = CardsIntegrationPage | MetricsIntegrationPage;

/**
 * What is particular about selling on this channel: the story, told beside a picture of it in the
 * channel's own terms (pictures/, one kind per idea). The picture comes first, on the left, since
 * every hero's picture sits on the right.
 */
export function ChannelStory({ page }: { page: ScenePage }) {
  const { scene } = page;
  const c = colourClasses[page.colour];
  return (
    <Section labelledBy="channel-scene-heading" width="wide" className={afterHeroBand}>
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div className="lg:order-2">
          <p className={cn("text-sm font-semibold", c.text)}>{copy.kicker(page.name)}</p>
          <h2 id="channel-scene-heading" className="mt-3 text-heading font-extrabold text-balance text-ink">
            {scene.heading}
          </h2>
          <p className={cn("mt-5 max-w-2xl text-pretty text-slate-600", channelLead)}>{scene.intro}</p>
        </div>
        <ScenePicture slug={page.slug} name={page.name} colour={page.colour} picture={scene.picture} />
      </div>
    </Section>
  );
}
