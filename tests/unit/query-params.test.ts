import { describe, expect, it } from "vitest";
import { campaignFrom, visitFrom } from "~/lib/attribution";
import { isTrackingParam, onlyTrackingParams, SECRET_PARAMS, UTM_PARAMS } from "~/lib/query-params";
import { redactUrl } from "~/server/platform/logger.server";

// One list decides three things: which query still gets the build-time page, what attribution
// records or drops, and what the log redacts.
describe("tracking parameters", () => {
  it.each([
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "utm_id",
    "UTM_Source",
    "gclid",
    "fbclid",
    "msclkid",
    "ref",
    "REF",
  ])("%s is tracking", (name) => {
    expect(isTrackingParam(name)).toBe(true);
  });

  it.each(["token", "code", "state", "contact", "admin_error", "index", "page", "q", "referrer", "utm", "gclid2"])(
    "%s is not",
    (name) => {
      expect(isTrackingParam(name)).toBe(false);
    },
  );

  it("records every UTM tag it lists as tracking", () => {
    for (const param of Object.values(UTM_PARAMS)) expect(isTrackingParam(param)).toBe(true);
  });

  it("no secret parameter is ever tracking (a build-time page never answers one)", () => {
    for (const name of SECRET_PARAMS) expect(isTrackingParam(name)).toBe(false);
  });
});

describe("tracking-only queries (the build-time page answers them)", () => {
  it.each([
    "",
    "utm_source=news&utm_medium=email&utm_campaign=x",
    "gclid=abc",
    "fbclid=1&msclkid=2",
    "ref=hn",
    "ref=hn&utm_source=x&",
    "utm_source",
    "utm%5Fsource=x",
    "utm_campaign=spring+sale",
  ])("%j is tracking only", (search) => {
    expect(onlyTrackingParams(search)).toBe(true);
  });

  it.each([
    "contact=sent",
    "token=abc",
    "ref=hn&token=abc",
    "admin_error=access_denied",
    "index",
    "page=2",
    "utm_source=x&q=1",
    "code=1&state=2",
  ])("%j is rendered per request", (search) => {
    expect(onlyTrackingParams(search)).toBe(false);
  });

  it("throws on a malformed escape (the server then renders per request)", () => {
    expect(() => onlyTrackingParams("%zz=1")).toThrow(URIError);
  });
});

describe("the same lists in attribution and the log", () => {
  it("attribution keeps ref in the landing page, records click ids by name only and drops secrets", () => {
    const visit = visitFrom("https://www.vantora.example/pricing?ref=hn&gclid=abc&token=t0k&utm_source=x", "");
    expect(visit.landingPage).toBe("/pricing?ref=hn&utm_source=x");
    expect(visit.clickIds).toEqual(["gclid"]);
    expect(visit.utmSource).toBe("x");
  });

  it("campaign fields come from the UTM list", () => {
    const params = new URLSearchParams(Object.values(UTM_PARAMS).map((p) => [p, `${p}-value`]));
    const campaign = campaignFrom(params);
    for (const [field, param] of Object.entries(UTM_PARAMS))
      expect(campaign[field as keyof typeof UTM_PARAMS]).toBe(`${param}-value`);
  });

  it("the log redacts every secret parameter and leaves tracking ones", () => {
    const query = SECRET_PARAMS.map((name) => `${name}=s3cret`).join("&");
    const logged = redactUrl(`/api/auth/callback?${query}&ref=hn`);
    expect(logged).not.toContain("s3cret");
    expect(logged).toContain("ref=hn");
  });
});
