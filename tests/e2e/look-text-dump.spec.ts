// Words never run together without CSS (issue #27): text browsers, reader mode and copy and paste
// see the DOM's text, so two pieces of text that look separate must be separate there too. The
// pairs checked come from the content (a name and the text drawn beside it), not restated copy.
// Debian's lynx and w3m dump the server HTML of the company pages and the home page.
import { execFileSync } from "node:child_process";
import { caseStudies } from "../../app/content/case-study-stories";
import { hero } from "../../app/content/home";
import { testimonialsDialog } from "../../app/content/resources";
import { servicesIn } from "../../app/content/services";
import { expect, test } from "./fixtures";

const pages = ["/", "/about", "/services", "/pricing", "/resources", "/case-studies", "/privacy-policy"];

/** Text pairs drawn apart on the page; glued, they would read as one word. */
const glued = [
  hero.rotatingPhrases.join(""),
  `${hero.primaryCta}${hero.secondaryCta}`,
  ...testimonialsDialog.testimonials.map((t) => `${t.name}${t.role}`),
  ...Object.values(servicesIn)
    .flat()
    .flatMap((s) => (s.badge ? [`${s.name}${s.badge}`] : [])),
  ...caseStudies.map((study) => `${study.title}${study.stat}`),
];

const dump = (tool: "lynx" | "w3m", url: string) =>
  tool === "lynx"
    ? execFileSync("lynx", ["-dump", "-nolist", "-width=400", "-display_charset=utf-8", url], { encoding: "utf8" })
    : execFileSync("w3m", ["-dump", "-cols", "400", "-O", "utf-8", url], { encoding: "utf8" });

test.describe("no glued words in a text browser", () => {
  for (const tool of ["lynx", "w3m"] as const) {
    test(tool, async ({ page, baseURL }) => {
      // The home page's tabs: a label with its count drawn beside it in a pill.
      await page.goto("/");
      const tabs = await page
        .getByRole("tab")
        .evaluateAll((nodes) =>
          nodes.map((n) => `${n.firstChild?.textContent?.trim()}${n.lastElementChild?.textContent}`),
        );
      expect(tabs.length).toBeGreaterThan(0);
      for (const path of pages) {
        // Line breaks and runs of spaces are separations too; only text with nothing between counts.
        const text = dump(tool, `${baseURL}${path}`).replace(/\s+/g, " ");
        expect(text.length, path).toBeGreaterThan(500);
        for (const pair of [...glued, ...tabs]) expect(text, `${tool} ${path}`).not.toContain(pair);
      }
    });
  }
});
