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

  it("gives the client card only facts the story states, none of them a metric of the strip", () => {
    const { facts, client, challenges, interventions, subtitle, metrics } = ecommerceGrowthDetail;
    const fact = (label: string) => facts.find((f) => f.label === label)?.value;
    expect(fact("Channel")).toBe(client.channel);
    // "in a single year" (the subtitle); the metrics band is "Results after one year".
    expect(subtitle).toContain("in a single year");
    expect(fact("Timeframe")).toBe("One year");
    // 9 of 60 products listed, then 38 new SKUs launched: 9 → 47.
    const listed = Number(/Only (\d+) of/.exec(challenges[1].text)?.[1]);
    const launched = Number(/launched (\d+) new SKUs/.exec(interventions[0].description)?.[1]);
    expect(fact("SKUs listed")).toBe(`${listed} → ${listed + launched}`);
    for (const f of facts) expect(metrics.map((m) => m.value)).not.toContain(f.value);
  });
});
