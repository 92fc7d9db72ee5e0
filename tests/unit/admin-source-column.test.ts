import { describe, expect, it } from "vitest";
import { sourceName } from "~/components/admin/source-name";
import { receivedAgo } from "~/content/admin";
import { isSearchEngineHost, referrerBucket } from "~/lib/lead-stats";

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

describe("search engines among a lead's referrers", () => {
  it("files the usual search engines as Search and other sites as Referral", () => {
    for (const host of [
      "www.google.com",
      "google.co.uk",
      "www.bing.com",
      "cn.bing.com",
      "duckduckgo.com",
      "html.duckduckgo.com",
      "search.yahoo.com",
      "uk.search.yahoo.com",
      "www.ecosia.org",
      "search.brave.com",
      "www.startpage.com",
      "yandex.ru",
      "www.baidu.com",
      "WWW.BING.COM",
    ])
      expect(isSearchEngineHost(host), host).toBe(true);
    for (const host of ["news.example", "mail.google.com", "docs.google.com", "bing.com.evil.example", "notbing.com"])
      expect(isSearchEngineHost(host), host).toBe(false);
    expect(referrerBucket("https://www.bing.com/")).toBe("search");
    expect(referrerBucket("https://duckduckgo.com/")).toBe("search");
    expect(referrerBucket("https://news.example/story")).toBe("referral");
    expect(referrerBucket("not a url")).toBe("referral");
  });

  it("names a search engine's host in the Source column as Search", () => {
    expect(sourceName("www.bing.com")).toBe("Search · www.bing.com");
    expect(sourceName("news.example")).toBe("news.example");
    expect(sourceName("search")).toBe("Search");
  });
});

describe("the Received column", () => {
  const now = new Date(2026, 10, 27, 12, 0);
  const ago = (ms: number) => receivedAgo(new Date(now.getTime() - ms), now);
  it("says how long ago within a week, then the day, with the year only when it is another", () => {
    expect(ago(20_000)).toBe("just now");
    expect(ago(-3_600_000)).toBe("just now");
    expect(ago(12 * 60_000)).toBe("12m ago");
    expect(ago(5 * 3_600_000)).toBe("5h ago");
    expect(ago(2 * 86_400_000 + 3_600_000)).toBe("2d ago");
    expect(receivedAgo(new Date(2026, 10, 3, 9, 0), now)).toBe("Nov 3");
    expect(receivedAgo(new Date(2025, 11, 30, 9, 0), now)).toBe("Dec 30, 2025");
  });
});
