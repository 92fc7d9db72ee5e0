import { describe, expect, it } from "vitest";
import { expectLinksToPages, expectText, expectUnique } from "../../tests/support/content";
import { backToResources } from "./case-studies";
import { caseStudies, ecommerceGrowthDetail } from "./case-study-stories";

describe("case studies", () => {
  it("are unique, each with its key statistic, and only the first opens a detail", () => {
    expectUnique(
      caseStudies.map((s) => s.id),
      "case study id",
    );
    expectText(
      caseStudies.flatMap((s) => [s.title, s.stat]),
      "case study",
    );
    expect(caseStudies.filter((s) => s.hasDetail).map((s) => s.id)).toEqual([caseStudies[0]!.id]);
    expect(caseStudies[0]!.hasDetail && caseStudies[0]!.detail).toBe(ecommerceGrowthDetail);
  });

  it("fills the detail: metrics with values, challenges and interventions with titles", () => {
    expectText(
      ecommerceGrowthDetail.metrics.flatMap((m) => [m.value, m.label]),
      "metric",
    );
    expectText(
      [...ecommerceGrowthDetail.challenges, ...ecommerceGrowthDetail.interventions].map((c) => c.title),
      "detail title",
    );
    expectLinksToPages(backToResources);
  });
});
