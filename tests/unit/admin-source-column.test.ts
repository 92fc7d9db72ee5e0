import { describe, expect, it } from "vitest";
import { columnSource } from "~/components/admin/submission-card";

describe("the lead list's Source column", () => {
  it("starts a tag or word with a capital and leaves a host name as it is", () => {
    expect(columnSource("newsletter")).toBe("Newsletter");
    expect(columnSource("google · cpc · spring")).toBe("Google · cpc · spring");
    expect(columnSource("direct")).toBe("Direct");
    expect(columnSource("example.com")).toBe("example.com");
    expect(columnSource("—")).toBe("—");
  });
});
