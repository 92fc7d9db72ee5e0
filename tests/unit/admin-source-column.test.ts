import { describe, expect, it } from "vitest";
import { sourceName } from "~/components/admin/submission-card";

describe("the lead list's Source column", () => {
  it("starts a tag or word with a capital and leaves a host name as it is", () => {
    expect(sourceName("newsletter")).toBe("Newsletter");
    expect(sourceName("google · cpc · spring")).toBe("Google · cpc · spring");
    expect(sourceName("direct")).toBe("Direct");
    expect(sourceName("example.com")).toBe("example.com");
    expect(sourceName("linkedin")).toBe("LinkedIn");
    expect(sourceName("linkedin · social")).toBe("LinkedIn · social");
    expect(sourceName("—")).toBe("—");
  });
});
