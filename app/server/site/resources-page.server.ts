import { featuredOrderBars } from "~/content/case-studies";
import { caseStudies, ecommerceGrowthDetail } from "~/content/case-study-stories";
import { type ResourceFeaturedStudy, resourceCards, resourcesFeatured } from "~/content/resources";

// The cards' copy and what the page shows of the case studies come through loader data (as on
// /case-studies): the cards are kept server markup, so neither their copy nor the stories need be
// in the page's script, which is at its 130 KB budget.
export function resourcesPageData() {
  const story = caseStudies.find((study) => study.hasDetail)!;
  const [lead, ...rest] = ecommerceGrowthDetail.metrics;
  const featured: ResourceFeaturedStudy = {
    kicker: resourcesFeatured.kicker,
    href: resourcesFeatured.href,
    title: story.title,
    cta: story.cta,
    lead: { value: lead.value, label: resourcesFeatured.leadLabel },
    figures: resourcesFeatured.figures.map((label) => rest.find((m) => m.label === label)!),
    bars: featuredOrderBars.bars,
    barLabels: featuredOrderBars.barLabels,
  };
  return {
    cards: resourceCards,
    studies: caseStudies.map(({ id, title, stat, icon }) => ({ id, title, stat, icon })),
    featured,
  };
}
