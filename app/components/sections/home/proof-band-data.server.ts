import { caseStudies } from "~/content/case-study-stories";
import { type HomeProofContent, homeProof } from "~/content/home-proof";
import { testimonialsDialog } from "~/content/resources";
import { clientMonogram } from "../company/case-study-client";
import { markTones } from "../company/testimonial-byline";

// The home proof band's story, figures and testimonial, picked by name from what /case-studies
// and /resources show (a missing one fails the build's prerender and the unit test), and handed
// to the page as loader data, ready to draw (initials, the mark's tint): the band's chunk imports
// nothing of /case-studies' or /resources' own (a shared import split their chunks: 0.7 KB more on
// /resources, over its 130 KB budget).
export function homeProofData(): HomeProofContent {
  const story = caseStudies.find((study) => study.hasDetail);
  if (!story) throw new Error("home proof: no case study has a published detail");
  const figures = homeProof.figures.map((label) => {
    const metric = story.detail.metrics.find((m) => m.label === label);
    if (!metric) throw new Error(`home proof: the story has no "${label}" figure`);
    return { label: metric.label, value: metric.value };
  });
  const testimonial = testimonialsDialog.testimonials.find((t) => t.name === homeProof.testimonialBy);
  if (!testimonial) throw new Error(`home proof: no testimonial by ${homeProof.testimonialBy}`);
  const { client } = story.detail;
  if (!client.name) throw new Error("home proof: the published story names no client");
  const { quote, name, role, company, tone } = testimonial;
  return {
    story: {
      monogram: clientMonogram(client.name),
      name: client.name,
      place: `${client.category} · ${client.channel}`,
      title: story.title,
      description: story.description,
    },
    figures,
    testimonial: { quote, name, role, company, monogram: clientMonogram(company), markClass: markTones[tone] },
  };
}
