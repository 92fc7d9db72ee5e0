import { describe, expect, it } from "vitest";
import { chartPath } from "./chart-path";

describe("chartPath", () => {
  it("spreads the values across the width, 100 at the top and 0 at the bottom", () => {
    expect(chartPath([0, 50, 100], 200, 80).line).toBe("M0.0,80.0L100.0,40.0L200.0,0.0");
  });

  it("closes the area along the bottom edge", () => {
    expect(chartPath([25, 75], 10, 40).area).toBe("M0.0,30.0L10.0,10.0L10,40L0,40Z");
  });

  it("draws a single value at the left edge instead of dividing by zero", () => {
    expect(chartPath([40], 100, 100).line).toBe("M0.0,60.0");
  });
});
