// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmissionSource } from "~/components/admin/submission-source";
import { cookiePolicy, privacyPolicy } from "~/content/legal";
import {
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
  attributionFields,
  captureAttribution,
  emptyAttribution,
  isSameOriginPath,
  sourceLine,
  useCaptureAttribution,
  visitFrom,
} from "~/lib/attribution";
import { sanitiseAttribution } from "~/lib/attribution-schema";
import { attributionFromBody, siteOrigin } from "~/server/contact/attribution.server";

const ORIGIN = "https://www.vantora.example";
const attribution = (fields: Partial<Attribution>): Attribution => ({ ...emptyAttribution, ...fields });

describe("same-origin paths", () => {
  it.each([
    "/",
    "/pricing",
    "/integrations/amazon?utm_source=newsletter&utm_medium=email",
    "/%2F%2Fstill-a-path",
    `/${"a".repeat(2047)}`,
  ])("accepts %j", (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["relative", "pricing"],
    ["protocol-relative", "//evil.example/pricing"],
    ["backslash host", "/\\evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["script URL", "javascript:alert(1)"],
    ["NUL", "/pricing\u0000"],
    ["newline", "/pricing\nSet-Cookie: a=b"],
    ["C1 control", "/pricing\u0085"],
    ["2,049 characters", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_kind, path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });
});

describe("sanitiseAttribution", () => {
  it("keeps valid values, trimmed, with referrers reduced to origin and path", () => {
    const { attribution: a, dropped } = sanitiseAttribution(
      {
        landingPage: "/pricing?utm_source=Google&plan=pro",
        sentFrom: "/integrations/amazon",
        referrer: "https://www.google.com/search?q=maya+okafor+email",
        utmSource: " Google ",
        utmMedium: "cpc",
        utmCampaign: "spring-sale",
        utmTerm: "amazon agency",
        utmContent: "ad-2",
        clickIds: "gclid",
      },
      { origin: ORIGIN },
    );
    expect(dropped).toEqual([]);
    expect(a).toEqual({
      landingPage: "/pricing?utm_source=Google&plan=pro",
      sentFrom: "/integrations/amazon",
      referrer: "https://www.google.com/search",
      utmSource: "Google",
      utmMedium: "cpc",
      utmCampaign: "spring-sale",
      utmTerm: "amazon agency",
      utmContent: "ad-2",
      clickIds: ["gclid"],
      capturedWith: null,
    });
  });

  it("bounds parameters at 200 characters and paths at 2,048", () => {
    const ok = sanitiseAttribution({ utmCampaign: "c".repeat(200), landingPage: `/${"p".repeat(2047)}` });
    expect(ok.dropped).toEqual([]);
    expect(ok.attribution.utmCampaign).toHaveLength(200);
    expect(ok.attribution.landingPage).toHaveLength(2048);
    const long = sanitiseAttribution({ utmCampaign: "c".repeat(201), landingPage: `/${"p".repeat(2048)}` });
    expect(long.attribution.utmCampaign).toBeNull();
    expect(long.attribution.landingPage).toBeNull();
    expect(long.dropped).toEqual([
      { field: "landingPage", reason: "longer than 2048 characters" },
      { field: "utmCampaign", reason: "longer than 200 characters" },
    ]);
  });

  it("drops each invalid value, reports it without its content, and keeps the rest", () => {
    const { attribution: a, dropped } = sanitiseAttribution(
      {
        landingPage: "//evil.example/phish",
        sentFrom: "https://evil.example/",
        referrer: "javascript:alert(1)",
        utmSource: "newsletter",
        utmMedium: "e\u0000mail",
        utmTerm: 42,
        clickIds: "gclid,trackme",
      },
      { origin: ORIGIN },
    );
    expect(a).toEqual(attribution({ utmSource: "newsletter", clickIds: ["gclid"] }));
    expect(dropped.map((d) => d.field)).toEqual([
      "landingPage",
      "sentFrom",
      "referrer",
      "utmMedium",
      "utmTerm",
      "clickIds",
    ]);
    expect(dropped.find((d) => d.field === "referrer")?.reason).toBe("not an http(s) address");
    expect(dropped.find((d) => d.field === "landingPage")?.reason).toBe("not a path on this site");
    expect(dropped.find((d) => d.field === "utmMedium")?.reason).toBe("contains control characters");
    expect(JSON.stringify(dropped)).not.toMatch(/evil|alert|trackme/);
  });

  it("treats the site itself as no referrer and removes click id values and sign-in tokens from paths", () => {
    const { attribution: a, dropped } = sanitiseAttribution(
      {
        referrer: `${ORIGIN}/pricing?x=1`,
        landingPage: `/?gclid=Cj0KCQ&token=${"T".repeat(43)}&utm_source=google`,
      },
      { origin: ORIGIN },
    );
    expect(dropped).toEqual([]);
    expect(a.referrer).toBeNull();
    expect(a.landingPage).toBe("/?utm_source=google");
  });
});

describe("sourceLine", () => {
  it("names the campaign, the landing page and the sending page", () => {
    const line = sourceLine(
      attribution({
        capturedWith: "javascript",
        utmSource: "Google",
        utmMedium: "cpc",
        utmCampaign: "spring-sale",
        landingPage: "/pricing?utm_source=Google&utm_medium=cpc&utm_campaign=spring-sale",
        sentFrom: "/integrations/amazon",
      }),
    );
    expect(line).toBe("Google · cpc · spring-sale — landed on /pricing, sent from /integrations/amazon");
  });

  it('says "direct" for a visit with no parameters and no referrer', () => {
    expect(sourceLine(attribution({ capturedWith: "javascript", landingPage: "/", sentFrom: "/services" }))).toBe(
      "direct — landed on /, sent from /services",
    );
  });

  it("names the referring site, or the ad network of a click id, when no campaign tags came", () => {
    const base = { capturedWith: "javascript" as const, landingPage: "/features", sentFrom: "/features" };
    expect(sourceLine(attribution({ ...base, referrer: "https://news.example.org/story" }))).toBe(
      "news.example.org — landed on /features, sent from /features",
    );
    expect(sourceLine(attribution({ ...base, clickIds: ["gclid"] }))).toBe(
      "Google Ads — landed on /features, sent from /features",
    );
    expect(
      sourceLine(attribution({ ...base, utmSource: "partner", referrer: "https://partner.example/blog/post" })),
    ).toBe("partner (via partner.example) — landed on /features, sent from /features");
  });

  it("shows what a no-JavaScript lead cannot know as unknown", () => {
    expect(
      sourceLine(
        attribution({
          capturedWith: "referer",
          sentFrom: "/pricing",
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "nov",
        }),
      ),
    ).toBe("newsletter · email · nov — landed on unknown, sent from /pricing");
    expect(sourceLine(attribution({ capturedWith: "referer" }))).toBe("unknown — landed on unknown, sent from unknown");
  });

  it("has no line for submissions stored before attribution existed", () => {
    expect(sourceLine(emptyAttribution)).toBeNull();
  });
});

describe("capture in the browser", () => {
  const restoreUrl = window.location.href;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    window.history.replaceState(null, "", restoreUrl);
    vi.restoreAllMocks();
  });
  const setReferrer = (value: string) => vi.spyOn(document, "referrer", "get").mockReturnValue(value);

  it("keeps the first page of the visit, not the later ones, and sends it with the sending page", () => {
    setReferrer("https://mail.example.com/inbox/42?user=maya@northpeak.example");
    window.history.replaceState(null, "", "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov&fbclid=IwAR0");
    captureAttribution();
    setReferrer(`${window.location.origin}/`);
    window.history.replaceState(null, "", "/pricing?utm_source=other");
    captureAttribution();
    window.history.replaceState(null, "", "/integrations/amazon");
    expect(attributionFields()).toEqual({
      landingPage: "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
      referrer: "https://mail.example.com/inbox/42",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov",
      clickIds: "fbclid",
      sentFrom: "/integrations/amazon",
    });
  });

  it("records no referrer when the visit starts from the site itself, and leaves out oversize tags", () => {
    const visit = visitFrom(`${ORIGIN}/features?utm_term=${"t".repeat(201)}`, `${ORIGIN}/`);
    expect(visit).toEqual({
      landingPage: `/features?utm_term=${"t".repeat(201)}`,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickIds: [],
    });
  });

  it("still sends the page when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    window.history.replaceState(null, "", "/services");
    expect(() => captureAttribution()).not.toThrow();
    expect(attributionFields()).toEqual({ sentFrom: "/services" });
  });

  it("useCaptureAttribution records the landing page once mounted", () => {
    setReferrer("");
    window.history.replaceState(null, "", "/pricing?utm_campaign=spring");
    renderHook(() => useCaptureAttribution());
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
      landingPage: "/pricing?utm_campaign=spring",
      utmCampaign: "spring",
      referrer: null,
    });
  });
});

describe("attributionFromBody (server)", () => {
  it("takes the fields a script sent, validated, and marks them as captured with JavaScript", () => {
    const { attribution: a, dropped } = attributionFromBody(
      {
        fullName: "Maya Okafor",
        landingPage: "/?utm_source=newsletter",
        sentFrom: "/pricing",
        utmSource: "newsletter",
        referrer: "ftp://files.example/",
      },
      `${ORIGIN}/pricing`,
      ORIGIN,
    );
    expect(a).toEqual(
      attribution({
        landingPage: "/?utm_source=newsletter",
        sentFrom: "/pricing",
        utmSource: "newsletter",
        capturedWith: "javascript",
      }),
    );
    expect(dropped).toEqual([{ field: "referrer", reason: "not an http(s) address" }]);
  });

  it("without JavaScript derives the sending page and its campaign tags from a same-origin Referer", () => {
    const { attribution: a, dropped } = attributionFromBody(
      { fullName: "Maya Okafor", landingPage: "", sentFrom: "" },
      `${ORIGIN}/integrations/amazon?utm_source=newsletter&utm_medium=email&utm_campaign=nov&gclid=x`,
      ORIGIN,
    );
    expect(dropped).toEqual([]);
    expect(a).toEqual(
      attribution({
        sentFrom: "/integrations/amazon",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "nov",
        clickIds: ["gclid"],
        capturedWith: "referer",
      }),
    );
    expect(sourceLine(a)).toBe("newsletter · email · nov — landed on unknown, sent from /integrations/amazon");
  });

  it("ignores a Referer from another site and reports bad tags on our own pages", () => {
    expect(attributionFromBody({}, "https://evil.example/?utm_source=spoof", ORIGIN).attribution).toEqual(
      attribution({ capturedWith: "referer" }),
    );
    expect(attributionFromBody(null, null, ORIGIN).attribution).toEqual(attribution({ capturedWith: "referer" }));
    const long = attributionFromBody({}, `${ORIGIN}/?utm_source=${"s".repeat(201)}`, ORIGIN);
    expect(long.attribution).toEqual(attribution({ sentFrom: "/", capturedWith: "referer" }));
    expect(long.dropped).toEqual([{ field: "utmSource", reason: "longer than 200 characters" }]);
  });

  it("falls back to the Referer for the sending page when the script's was unusable", () => {
    const { attribution: a } = attributionFromBody({ sentFrom: "//evil.example" }, `${ORIGIN}/about`, ORIGIN);
    expect(a.sentFrom).toBe("/about");
  });

  it("uses PUBLIC_URL's origin behind a proxy", () => {
    const request = new Request("http://127.0.0.1:3000/");
    expect(siteOrigin(request, "https://www.vantora.example/")).toBe(ORIGIN);
    expect(siteOrigin(request)).toBe("http://127.0.0.1:3000");
  });
});

describe("SubmissionSource", () => {
  it("shows the source line on the admin card", () => {
    render(
      createElement(SubmissionSource, {
        submission: attribution({ capturedWith: "javascript", landingPage: "/", sentFrom: "/" }),
      }),
    );
    expect(screen.getByTestId("submission-source")).toHaveTextContent("Source: Direct — landed on /, sent from /");
  });

  it("renders nothing for a submission stored before attribution", () => {
    const { container } = render(createElement(SubmissionSource, { submission: emptyAttribution }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the policies say what is recorded", () => {
  it("the privacy policy names every recorded detail and why; the cookie policy names the storage entry", () => {
    const privacy = JSON.stringify(privacyPolicy);
    for (const detail of [
      "first page you opened",
      "page you sent the form from",
      "utm_source",
      "gclid",
      "session storage",
    ])
      expect(privacy).toContain(detail);
    expect(privacy).toContain("which of our pages, campaigns and partners bring enquiries");
    const cookies = JSON.stringify(cookiePolicy);
    expect(cookies).toContain(ATTRIBUTION_STORAGE_KEY);
    expect(cookies).toContain("sending the contact form places no cookie on your device");
  });
});
