import { describe, expect, it } from "vitest";
import { CAROUSEL, toSlides } from "~/components/sections/company/carousel-pages";
import { resourceDialogIds } from "~/components/sections/company/resource-dialogs";
import { leaders, timeline } from "~/content/about";
import { caseStudies, ecommerceGrowthDetail } from "~/content/case-studies";
import { cookiePolicy, privacyPolicy } from "~/content/legal";
import { resourceCards } from "~/content/resources";
import { OAUTH_COOKIE } from "~/server/auth/google.server";

describe("interventions carousel paging", () => {
  it("shows the five interventions three per slide: two slides, the second with the last two", () => {
    const slides = toSlides(ecommerceGrowthDetail.interventions.map((i) => i.title));
    expect(CAROUSEL).toEqual({ itemsPerSlide: 3, advanceMs: 4000 });
    expect(slides).toEqual([
      ["SKU Expansion", "Amazon Exclusivity", "Marketing Allowance Negotiated"],
      ["Listing Optimization with Enhanced Content", "Brand Registry Access"],
    ]);
  });
});

describe("company page content", () => {
  it("has a timeline entry for each year the spec lists, oldest first", () => {
    expect(timeline.map((entry) => entry.year)).toEqual([
      "2007",
      "2009",
      "2014",
      "2018",
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
  });

  it("gives every leader a name, position, experience line and matching initials", () => {
    for (const leader of leaders) {
      expect(leader.experience).toMatch(/\d+\+ years/);
      const initials = leader.name
        .split(/[\s-]+/)
        .slice(0, 2)
        .map((part) => part[0])
        .join("");
      expect(leader.initials).toBe(initials);
    }
  });

  it("lists the four case studies with their key statistics, only the first with a detail", () => {
    expect(caseStudies.map((s) => [s.title, s.stat, s.hasDetail])).toEqual([
      ["E-commerce Growth Success", "111% orders growth YoY", true],
      ["AI Implementation Success", "85% efficiency boost", false],
      ["Global SaaS Platform", "500+ businesses served, 25 countries", false],
      ["Marketplace Expansion", "300% revenue increase, from 3 to 25 marketplaces", false],
    ]);
    expect(ecommerceGrowthDetail.metrics.map((m) => `${m.value} ${m.label}`)).toEqual([
      "+111% Orders",
      "+143% Conversion Rate",
      "+114% Ad Sales",
      "+23% Sales",
      "+251% Click-Through Rate",
    ]);
    expect(ecommerceGrowthDetail.challenges.map((c) => c.title)).toEqual([
      "Not Recommended for Purchase",
      "Limited SKU Coverage",
      "Low Visibility",
    ]);
  });

  it("has six resource cards whose dialogs are exactly the hub's three dialogs", () => {
    expect(resourceCards).toHaveLength(6);
    const dialogs = resourceCards.flatMap((card) => (card.action.kind === "dialog" ? [card.action.dialog] : []));
    expect(dialogs).toEqual([...resourceDialogIds]);
    const links = resourceCards.flatMap((card) => (card.action.kind === "link" ? [card.action.href] : []));
    expect(links).toEqual(["/case-studies", "/privacy-policy", "/cookie-policy"]);
  });
});

describe("legal pages", () => {
  it.each(Object.entries({ "privacy-policy": privacyPolicy, "cookie-policy": cookiePolicy }))(
    "%s has unique kebab-case section anchors",
    (_, policy) => {
      const ids = policy.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    },
  );

  it("states the privacy policy's required claims", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(privacyPolicy.lastUpdated).toBe("June 15th, 2024");
    for (const claim of [
      "under 13",
      "30 days",
      "TLS 1.3",
      "AES-256",
      "SOC 2 Type II",
      "GDPR",
      "CCPA",
      "Grievance Officer",
      "24 months",
      "deletion",
    ]) {
      expect(text).toContain(claim);
    }
  });

  it("lists exactly the cookie the sign-in sets, and says cookies are required and Do Not Track is ignored", () => {
    const rows = cookiePolicy.sections.flatMap((section) => ("cookies" in section ? section.cookies : []));
    expect(rows.map((row) => row.name)).toEqual([OAUTH_COOKIE]);
    const text = JSON.stringify(cookiePolicy);
    expect(text).toContain("Cookies must be accepted to use the product");
    expect(text).toContain("ignores Do Not Track");
  });
});
