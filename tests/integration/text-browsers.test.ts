import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir } from "../../scripts/start-server.mjs";

// Issue #27: pages read right without CSS. Debian's lynx and w3m render the built HTML of the key
// pages as text; two pieces of text that look separate on screen must be separate there too
// ("History & evolution18+ years", "SKUProductOn handStatus" are the failures this catches).

const KEY_PAGES = [
  "/",
  "/about",
  "/services",
  "/pricing",
  "/features/inventory-management",
  "/integrations/amazon",
  "/case-studies",
  "/resources",
];

/** Real words with an inner capital (brands and products the spec names) are not glued text. */
const CAMEL_CASE_WORDS = [
  "eBay",
  "iPhone",
  "iPad",
  "TikTok",
  "WooCommerce",
  "BigCommerce",
  "ShipStation",
  "QuickBooks",
  "YouTube",
  "LinkedIn",
  "PayPal",
  "PostgreSQL",
  "JavaScript",
  "TypeScript",
  "OpenAI",
  "ChatGPT",
  "GitHub",
  "NetSuite",
  "ShipBob",
  "SellerCloud",
  "ChannelAdvisor",
  "FedEx",
  "DHL",
  "McKinsey",
  "AppSumo",
  "HubSpot",
  "MailChimp",
  "WhatsApp",
  "SaaS",
  "DevOps",
  "AutoScroll",
];

const GLUE = [
  // a lowercase letter or digit, then a capitalised word: "evolution18+", "SolutionsReal", "148In"
  /[a-z0-9][A-Z][a-z]/,
  // an acronym run straight into a capitalised word: "SKUProduct", "2PRidgeline"
  /[A-Z]{2}[a-z]{2,}/,
  // a word run straight into a figure: "growth21", "Management21"
  /[a-z]{3,}\d/,
];

/** Every glued token of `text`, once each. */
function gluedWords(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split("\n")) {
    let rest = line;
    for (const word of CAMEL_CASE_WORDS) rest = rest.replaceAll(word, " ");
    for (const token of rest.split(/\s+/)) {
      // URLs and e-mail addresses are not prose.
      if (/[@/]|https?:|\.example/.test(token)) continue;
      if (GLUE.some((pattern) => pattern.test(token))) found.add(token);
    }
  }
  return [...found];
}

function builtHtml(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.slice(1);
  return path.join(buildDir, "prerendered", `${name}.html`);
}

const browsers = {
  lynx: (file: string) =>
    execFileSync("lynx", ["-dump", "-nolist", "-width=200", "-assume_charset=utf-8", "-display_charset=utf-8", file]),
  w3m: (file: string) =>
    execFileSync("w3m", ["-dump", "-cols", "200", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", file]),
};

describe("glued words", () => {
  it("finds text run together and passes real camel-case names", () => {
    expect(gluedWords("History & evolution18+ years of growth")).toEqual(["evolution18+"]);
    expect(gluedWords("SKUProductOn handStatus")).toEqual(["SKUProductOn", "handStatus"]);
    expect(gluedWords("E-commerce Management21")).toEqual(["Management21"]);
    expect(gluedWords("Sell on eBay, TikTok Shop and WooCommerce: 3.2x, 90M, ASIN B0C1234567, 24/7.")).toEqual([]);
  });

  for (const [browser, dump] of Object.entries(browsers)) {
    it(`${browser} -dump of the key pages shows no glued words`, () => {
      const offenders: string[] = [];
      for (const pagePath of KEY_PAGES) {
        const text = dump(builtHtml(pagePath)).toString("utf8");
        expect(text.length, pagePath).toBeGreaterThan(500);
        for (const word of gluedWords(text)) offenders.push(`${pagePath}: ${word}`);
      }
      expect(offenders, `${browser}: every offender, by page`).toEqual([]);
    });
  }
});

it("reads the built pages (run `npm run build` first)", () => {
  for (const pagePath of KEY_PAGES) expect(fs.existsSync(builtHtml(pagePath)), pagePath).toBe(true);
});
