// The home page's proof band (review 58): the one published case study and one client's words,
// between the capabilities and the awards. It holds no figure or quote of its own: the story, its
// figures and the testimonial are picked from the content /case-studies and /resources show, by
// name, so the band can never say something those pages do not. Imported only by the band's lazy
// chunk (components/sections/home/proof-band.tsx), so none of it is in the home page's script.
import { caseStudies } from "./case-study-stories";
import { testimonialsDialog } from "./resources";

export const homeProof = {
  heading: "Proof, not promises",
  subtitle: "One brand’s year on Amazon in its own figures, and one client in their own words.",
  /** Over the figures: they are the story's change over its one year. */
  figuresCaption: "Results after one year",
  /** The figures shown, by their labels in the story's impact metrics. */
  figures: ["Orders", "Conversion Rate", "Click-Through Rate"],
  /** The story on /case-studies (its overlay with JavaScript, its section without). */
  storyHref: "/case-studies#ecommerce-growth-detail",
  storyCta: "Read the story",
  /** The testimonial shown, by the client's name in the Resources set. */
  testimonialBy: "Sofia Lindqvist-Moreno",
} as const;

const story = caseStudies.find((study) => study.hasDetail);
if (!story) throw new Error("home proof: no case study has a published detail");

const figures = homeProof.figures.map((label) => {
  const metric = story.detail.metrics.find((m) => m.label === label);
  if (!metric) throw new Error(`home proof: the story has no "${label}" figure`);
  return metric;
});

const testimonial = testimonialsDialog.testimonials.find((t) => t.name === homeProof.testimonialBy);
if (!testimonial) throw new Error(`home proof: no testimonial by ${homeProof.testimonialBy}`);

/** What the band draws, resolved from the stories and the testimonials. */
export const homeProofContent = { story, figures, testimonial } as const;
