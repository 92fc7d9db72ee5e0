// The home page's proof band (review 58): the one published case study and one client's words,
// between the capabilities and the awards. It holds no figure or quote of its own: the story, its
// figures and the testimonial are picked from the content /case-studies and /resources show, by
// name, so the band can never say something those pages do not. The server resolves them
// (components/sections/home/proof-band-data.server.ts) and the home loader hands them to the band, so neither the
// stories nor the testimonials are in any of the home page's scripts.

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

/** What the band draws, resolved on the server from the stories and the testimonials (loader data). */
export type HomeProofContent = {
  /** The client line as /case-studies draws it: its initials' tile, its name, "category · channel". */
  story: { monogram: string; name: string; place: string; title: string; description: string };
  figures: { label: string; value: string }[];
  /** The byline as /resources draws it: its company's initials on the company's tint (`markClass`). */
  testimonial: { quote: string; name: string; role: string; company: string; monogram: string; markClass: string };
};
