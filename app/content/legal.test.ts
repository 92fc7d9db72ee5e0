import { describe, expect, it } from "vitest";
import { OAUTH_COOKIE } from "~/server/auth/google.server";
import { cookiePolicy, privacyPolicy } from "./legal";

describe("legal pages", () => {
  it.each(Object.entries({ "privacy-policy": privacyPolicy, "cookie-policy": cookiePolicy }))(
    "%s has unique kebab-case section anchors",
    (_, policy) => {
      const ids = policy.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    },
  );

  it("lists exactly the cookie the sign-in sets", () => {
    const rows = cookiePolicy.sections.flatMap((section) => ("cookies" in section ? section.cookies : []));
    expect(rows.map((row) => row.name)).toEqual([OAUTH_COOKIE]);
  });
});
