import { describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/contact-schema";
import { newsletterSchema, subscriberEmail } from "~/lib/newsletter-schema";

const errorsOf = (email: unknown) => {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("newsletter schema", () => {
  it("takes an address and stores it trimmed and lower case", () => {
    expect(newsletterSchema.parse({ email: "  Maya.Okafor@NorthPeak.EXAMPLE " })).toEqual({
      email: "maya.okafor@northpeak.example",
    });
  });

  it("refuses a bad address with the contact form's specific sentence", () => {
    for (const bad of ["maya", "maya@", "@northpeak.example", "maya@northpeak", "maya @northpeak.example"])
      expect(errorsOf(bad)).toEqual(["Enter a valid email address, like name@company.com"]);
  });

  it("says an empty or blank address is required", () => {
    expect(errorsOf("")).toEqual(["Email is required"]);
    expect(errorsOf("   ")).toEqual(["Email is required"]);
    expect(errorsOf(undefined)).toEqual(["Email is required"]);
  });

  it("refuses an address longer than the contact form's limit", () => {
    const tooLong = `${"a".repeat(LIMITS.email + 1 - "@northpeak.example".length)}@northpeak.example`;
    expect(tooLong).toHaveLength(255);
    expect(errorsOf(tooLong)).toContain(`Email must be at most ${LIMITS.email} characters`);
  });

  it("one address is one key: NFC and lower case, however it was typed", () => {
    // "É" typed as E + combining acute (NFD) and as one character (NFC) are the same subscriber.
    expect(subscriberEmail(" E\u0301lise@Example.com ")).toBe("\u00e9lise@example.com");
    expect(subscriberEmail("\u00c9lise@example.com")).toBe(subscriberEmail("E\u0301LISE@EXAMPLE.COM"));
    expect(subscriberEmail("MAYA@NORTHPEAK.EXAMPLE")).toBe("maya@northpeak.example");
  });

  it("drops bidirectional controls a pasted address can carry before checking it", () => {
    expect(newsletterSchema.parse({ email: "maya\u200e@northpeak.example" })).toEqual({
      email: "maya@northpeak.example",
    });
  });
});
