import { describe, expect, it } from "vitest";
import { submissionDate, submissionDateText } from "~/content/admin";

describe("submissionDateText", () => {
  const at = new Date(2026, 10, 27, 7, 29);

  it("reads as the spec's short month, day, year, hour and minute", () => {
    expect(submissionDateText(at).replace(/\u00a0/g, " ")).toBe(submissionDate.format(at));
    expect(submissionDateText(at).replace(/\u00a0/g, " ")).toBe("Nov 27, 2026, 7:29 AM");
  });

  it("never lets a line break between the time and AM or PM", () => {
    expect(submissionDateText(at)).toBe("Nov 27, 2026, 7:29\u00a0AM");
    expect(submissionDateText(new Date(2026, 0, 3, 23, 5))).toBe("Jan 3, 2026, 11:05\u00a0PM");
  });
});
