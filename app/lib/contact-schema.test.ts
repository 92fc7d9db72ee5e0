import { describe, expect, it } from "vitest";
import { contactSchema, isBot, LIMITS } from "~/lib/contact-schema";

const valid = {
  fullName: "Maya Okafor",
  email: "maya@northpeak.example",
  companyName: "Northpeak Outdoor",
  description: "We sell on Amazon and Walmart.\nWe need help with ads.",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
};

describe("contact schema", () => {
  it("accepts a complete request and trims every field", () => {
    const result = contactSchema.parse({
      ...valid,
      fullName: "  Maya Okafor  ",
      productLink: " B0C1234567 ",
      contactMethod: " WhatsApp ",
    });
    expect(result.fullName).toBe("Maya Okafor");
    expect(result.productLink).toBe("B0C1234567");
    expect(result.contactMethod).toBe("WhatsApp");
  });

  it("requires name, email, company and description, each with its own message", () => {
    expect(errorsOf({})).toEqual({
      fullName: ["Full name is required"],
      email: ["Email is required"],
      companyName: ["Company name is required"],
      description: ["Project description is required"],
    });
  });

  it("treats white space alone as missing", () => {
    expect(errorsOf({ ...valid, fullName: "   " }).fullName).toEqual(["Full name is required"]);
  });

  it("refuses values of the wrong type with a readable message", () => {
    expect(errorsOf({ ...valid, fullName: 42 }).fullName).toEqual(["Full name must be text"]);
    expect(errorsOf({ ...valid, email: ["a@b.co"] }).email).toEqual(["Email must be text"]);
  });

  it("checks the e-mail format", () => {
    expect(errorsOf({ ...valid, email: "maya@" }).email).toEqual([
      "Enter a valid email address, like name@company.com",
    ]);
  });

  it.each([
    ["fullName", LIMITS.fullName, "Full name"],
    ["companyName", LIMITS.companyName, "Company name"],
    ["description", LIMITS.description, "Project description"],
    ["contactMethod", LIMITS.contactMethod, "Contact method"],
  ] as const)("bounds %s at %i characters", (field, max, label) => {
    expect(errorsOf({ ...valid, [field]: "a".repeat(max) })[field]).toBeUndefined();
    expect(errorsOf({ ...valid, [field]: "a".repeat(max + 1) })[field]).toEqual([
      `${label} must be at most ${max} characters`,
    ]);
  });

  it("bounds the e-mail at 254 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    const email254 = `${local}@${domain}`;
    expect(email254.length).toBe(254);
    expect(errorsOf({ ...valid, email: email254 }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: `a${email254}` }).email?.[0]).toBe("Email must be at most 254 characters");
  });

  it("accepts an http(s) product URL or a 10-character ASIN, nothing else", () => {
    expect(errorsOf({ ...valid, productLink: "https://www.amazon.com/dp/B0C1234567" }).productLink).toBeUndefined();
    expect(errorsOf({ ...valid, productLink: "http://shop.example/item" }).productLink).toBeUndefined();
    expect(errorsOf({ ...valid, productLink: "b0c1234567" }).productLink).toBeUndefined();
    const message = ["Enter a product URL starting with http:// or https://, or a 10-character ASIN"];
    expect(errorsOf({ ...valid, productLink: "javascript:alert(1)" }).productLink).toEqual(message);
    expect(errorsOf({ ...valid, productLink: "B0C123" }).productLink).toEqual(message);
    expect(errorsOf({ ...valid, productLink: "ftp://files.example/x" }).productLink).toEqual(message);
    expect(errorsOf({ ...valid, productLink: `https://a.example/${"x".repeat(2048)}` }).productLink?.[0]).toBe(
      "Product link must be at most 2048 characters",
    );
  });

  it("refuses control characters, but allows new lines in the description", () => {
    expect(errorsOf({ ...valid, fullName: "Maya\u0000Okafor" }).fullName).toEqual([
      "Full name contains characters that are not allowed",
    ]);
    expect(errorsOf({ ...valid, companyName: "North\npeak" }).companyName).toEqual([
      "Company name contains characters that are not allowed",
    ]);
    expect(errorsOf({ ...valid, description: "line one\r\nline two\ttabbed" }).description).toBeUndefined();
    expect(errorsOf({ ...valid, description: "bell\u0007" }).description).toEqual([
      "Project description contains characters that are not allowed",
    ]);
  });
});

describe("input that means something", () => {
  it.each([
    ["zero-width characters only", "\u200B\u200D"],
    ["a byte-order mark and a word joiner", "\uFEFF\u2060"],
    ["replacement characters only", "\uFFFD\uFFFD"],
    ["bidi controls and spaces only", "\u202E \u2066"],
    ["no-break spaces only", "\u00A0\u3000"],
  ])("a required field made of %s is refused as missing", (_name, value) => {
    for (const field of ["fullName", "companyName", "description"] as const) {
      expect(errorsOf({ ...valid, [field]: value })[field], field).toContain(
        { fullName: "Full name", companyName: "Company name", description: "Project description" }[field] +
          " is required",
      );
    }
  });

  it("keeps a real value that has a replacement character or a zero-width joiner in it", () => {
    const result = contactSchema.parse({ ...valid, fullName: "Ma\uFFFDya", companyName: "👩‍💻 Studio" });
    expect(result.fullName).toBe("Ma\uFFFDya");
    expect(result.companyName).toBe("👩‍💻 Studio");
  });

  it("removes bidirectional controls from single-line fields and normalises to NFC", () => {
    const result = contactSchema.parse({
      ...valid,
      fullName: "Maya \u202Erekafo\u202C",
      companyName: "Caf\u0065\u0301 \u2067Nord\u2069",
      contactMethod: "\u200FWhatsApp",
      description: "Line one\nLine \u202Etwo",
    });
    expect(result.fullName).toBe("Maya rekafo");
    expect(result.companyName).toBe("Café Nord");
    expect(result.companyName).toBe("Caf\u00E9 Nord");
    expect(result.contactMethod).toBe("WhatsApp");
    // The description is free text in any script: its directional marks stay.
    expect(result.description).toBe("Line one\nLine \u202Etwo");
  });

  it.each([
    ["a string", "http://spam.example", true],
    ["a number", 0, true],
    ["an object", { url: "x" }, true],
    ["an array", [], true],
    ["a 600-character string", "x".repeat(600), true],
    ["false", false, true],
    ["an empty string", "", false],
    ["spaces", "   ", false],
    ["null", null, false],
    ["nothing", undefined, false],
  ])("a honeypot holding %s marks a bot: %s", (_name, website, bot) => {
    expect(isBot(website)).toBe(bot);
  });
});
