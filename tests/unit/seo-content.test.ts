import { describe, expect, it } from "vitest";
import { features } from "~/content/features";
import { findIntegrationPage } from "~/content/integrations/pages.server";
import { integrationPageSlugs } from "~/content/integrations/slugs";
import { descriptionOverrides, pageMeta, pageNames } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import { publicPaths } from "~/lib/public-paths";
import { breadcrumbLd, faqPageLd, jsonLdText, socialImageName } from "~/lib/seo";
import routes from "~/routes";

describe("the public page list", () => {
  it("is the route table's page routes with the feature and integration slugs filled in", () => {
    // Page routes are the .tsx modules with a path; .ts modules are resources (flags, API, sitemap).
    const pageRoutes = routes.filter((r) => r.file.endsWith(".tsx") && r.path !== "*");
    const expected = pageRoutes.flatMap((r) => {
      const p = r.index ? "/" : `/${r.path}`;
      if (p === "/features/:slug") return features.map((f) => `/features/${f.slug}`);
      if (p === "/integrations/:slug") return integrationPageSlugs.map((s) => `/integrations/${s}`);
      expect(p).not.toContain(":");
      return [p];
    });
    expect([...publicPaths()].sort()).toEqual(expected.sort());
    expect(new Set(publicPaths()).size, "each page once").toBe(publicPaths().length);
  });

  it("gives every page its own social image", () => {
    expect(new Set(publicPaths().map(socialImageName)).size).toBe(publicPaths().length);
    expect(socialImageName("/")).toBe("home");
    expect(socialImageName("/features/order-processing/")).toBe("features-order-processing");
  });
});

describe("titles and descriptions", () => {
  const indexed = Object.entries(pageMeta).filter(([key]) => key !== "notFound");
  it("static pages: titles at most 60 characters, descriptions 70–160, all unique", () => {
    for (const [key, { title, description }] of indexed) {
      expect(title.length, key).toBeLessThanOrEqual(60);
      expect(description.length, key).toBeGreaterThanOrEqual(70);
      expect(description.length, key).toBeLessThanOrEqual(160);
    }
    expect(new Set(indexed.map(([, m]) => m.title)).size).toBe(indexed.length);
    expect(new Set(indexed.map(([, m]) => m.description)).size).toBe(indexed.length);
  });

  it("a too-long page summary is replaced by its shorter search description", () => {
    const amazon = findIntegrationPage("amazon")!;
    expect(amazon.hero.subtitle.length).toBeGreaterThan(160);
    const described = metaFor({ title: "Amazon Integration | Vantora Hub", description: amazon.hero.subtitle });
    expect(described).toContainEqual({
      name: "description",
      content: descriptionOverrides["Amazon Integration | Vantora Hub"],
    });
    for (const text of Object.values(descriptionOverrides)) expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe("structured data", () => {
  it("breadcrumb names are the features' and channels' own names", () => {
    for (const f of features) expect(pageNames[`/features/${f.slug}`]).toBe(f.name);
    for (const slug of integrationPageSlugs)
      expect(pageNames[`/integrations/${slug}`]).toBe(findIntegrationPage(slug)?.name);
    expect(breadcrumbLd("/pricing")).toBeNull();
  });

  it("JSON-LD text cannot close its script element", () => {
    const text = jsonLdText(faqPageLd([{ question: "</script><script>alert(1)</script>?", answer: "a" }]));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>?");
  });
});
