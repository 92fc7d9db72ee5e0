import { describe, expect, it } from "vitest";
import { type Plan, plans } from "~/content/pricing";
import { compareGroups, inheritsFrom, marketplaceLimits } from "./plan-compare";

describe("compareGroups", () => {
  const groups = compareGroups(plans);

  it("has one group per plan, named after it, holding exactly the plan's own features", () => {
    expect(groups.map((g) => g.planName)).toEqual(["Starter", "Professional", "Enterprise"]);
    groups.forEach((group, i) => {
      const own = plans[i]!.features.slice(1).filter((f) => !inheritsFrom(f));
      expect(group.rows.map((r) => r.feature)).toEqual(own);
    });
  });

  it("leaves out the marketplace line and the 'Everything in' lines", () => {
    const all = groups.flatMap((g) => g.rows.map((r) => r.feature));
    expect(all).not.toContain("1 marketplace connection");
    expect(all).not.toContain("Unlimited marketplace connections");
    expect(all.some(inheritsFrom)).toBe(false);
  });

  it("includes a feature in its own plan and every later plan that says 'Everything in' the one before", () => {
    expect(groups[0]!.rows.find((r) => r.feature === "Email support")?.included).toEqual([true, true, true]);
    expect(groups[1]!.rows.find((r) => r.feature === "Unified buyer messaging inbox")?.included).toEqual([
      false,
      true,
      true,
    ]);
    expect(groups[2]!.rows.find((r) => r.feature === "99.9% uptime SLA")?.included).toEqual([false, false, true]);
  });

  it("stops the inheritance where a plan does not include the one before it", () => {
    const [starter, professional] = plans as [Plan, Plan];
    const standalone: Plan = {
      ...professional,
      features: professional.features.filter((f) => !inheritsFrom(f)),
    };
    const rows = compareGroups([starter, standalone])[0]!.rows;
    for (const row of rows) expect(row.included).toEqual([true, false]);
  });

  it("gives the marketplace limits in plan order", () => {
    expect(marketplaceLimits(plans)).toEqual([1, 2, "unlimited"]);
  });
});
