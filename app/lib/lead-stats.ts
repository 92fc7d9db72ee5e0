/** The lead desk's chart data: leads per week (Monday, UTC) by source, spam aside. Shared by server and browser. */
export type LeadStats = {
  /** The weeks' Mondays (YYYY-MM-DD, UTC), oldest first; the last one is the current week. */
  weeks: Array<{ start: string; total: number; bySource: Record<string, number> }>;
  /** The sources drawn, most leads first; beyond the top few, the rest are summed as "other". */
  sources: string[];
  /** Every campaign source (utm_source, lower case) seen in the period: what ?source= can filter by. */
  campaignSources: string[];
  /**
   * With ?q= or ?source=: the leads of each week that match, by the same sources (so the chart can
   * draw the matches at full strength and the rest faded). Absent without a search.
   */
  matching?: Array<{ total: number; bySource: Record<string, number> }>;
};

/**
 * Leads without campaign tags: a search engine or another site sent it, a visit seen with no
 * referrer, or not knowable.
 */
export const SOURCE_BUCKETS = {
  search: "search",
  referral: "referral",
  direct: "direct",
  unknown: "unknown",
  other: "other",
} as const;

/**
 * Search engines by host name (the web's usual ones: their result pages send only their origin as
 * the referrer). Hosts of the same company that are not search (mail.google.com) are not matched.
 */
const SEARCH_ENGINE_HOSTS = [
  /^(www\.)?google(\.[a-z]{2,3}){1,2}$/,
  /^(www\.|[a-z]{2}\.)?bing\.com$/,
  /^((www|html|lite)\.)?duckduckgo\.com$/,
  /^([a-z]{2}\.)?search\.yahoo\.(com|co\.jp)$/,
  /^(www\.)?yahoo\.com$/,
  /^(www\.)?ecosia\.org$/,
  /^search\.brave\.com$/,
  /^(www\.)?startpage\.com$/,
  /^(www\.)?qwant\.com$/,
  /^(www\.)?kagi\.com$/,
  /^(www\.)?yandex\.(com|ru|com\.tr|kz|by)$/,
  /^(www\.|m\.)?baidu\.com$/,
  /^(search\.)?naver\.com$/,
  /^(www\.|search\.)?seznam\.cz$/,
];

/** True when a referrer's host is a search engine's. */
export function isSearchEngineHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return SEARCH_ENGINE_HOSTS.some((pattern) => pattern.test(name));
}

/** The bucket of a lead that arrived from another page without campaign tags: "search" or "referral". */
export function referrerBucket(referrer: string): typeof SOURCE_BUCKETS.search | typeof SOURCE_BUCKETS.referral {
  try {
    return isSearchEngineHost(new URL(referrer).hostname) ? SOURCE_BUCKETS.search : SOURCE_BUCKETS.referral;
  } catch {
    return SOURCE_BUCKETS.referral;
  }
}
