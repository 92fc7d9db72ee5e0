import { attributionCopy } from "~/content/attribution";
import { isSearchEngineHost, SOURCE_BUCKETS } from "~/lib/lead-stats";

// Sources whose usual spelling is not just a capital first letter.
const SOURCE_SPELLINGS: Record<string, string> = {
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
  duckduckgo: "DuckDuckGo",
};

/**
 * A source as the desk names it (the Source column, the chart's legend and table): a tag or a
 * word starts with a capital ("newsletter" reads "Newsletter", "linkedin" "LinkedIn"); a host
 * name ("example.com") is shown as it is, after "Search · " when it is a search engine's (as the
 * chart counts it).
 */
export function sourceName(source: string): string {
  const first = source.split(" ")[0] ?? "";
  if (first.includes("."))
    return isSearchEngineHost(first)
      ? `${sourceName(SOURCE_BUCKETS.search)}${attributionCopy.partSeparator}${source}`
      : source;
  const spelled = SOURCE_SPELLINGS[first.toLowerCase()];
  return spelled ? spelled + source.slice(first.length) : source.charAt(0).toUpperCase() + source.slice(1);
}
