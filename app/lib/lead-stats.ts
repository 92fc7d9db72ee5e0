/** The lead desk's chart data: leads per week (Monday, UTC) by source, spam aside. Shared by server and browser. */
export type LeadStats = {
  /** The weeks' Mondays (YYYY-MM-DD, UTC), oldest first; the last one is the current week. */
  weeks: Array<{ start: string; total: number; bySource: Record<string, number> }>;
  /** The sources drawn, most leads first; beyond the top few, the rest are summed as "other". */
  sources: string[];
  /** Every campaign source (utm_source, lower case) seen in the period: what ?source= can filter by. */
  campaignSources: string[];
};

/** Leads without campaign tags: a referring site, a visit seen with no referrer, or not knowable. */
export const SOURCE_BUCKETS = { referral: "referral", direct: "direct", unknown: "unknown", other: "other" } as const;
