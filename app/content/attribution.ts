/** Words of the lead source line ("Google · cpc · spring-sale — landed on /pricing, sent from /"). */
export const attributionCopy = {
  /** A visit seen with JavaScript that came with no campaign tags, no referrer and no ad click. */
  direct: "direct",
  /** What the server could not know: no-JavaScript leads have no landing page or referrer. */
  unknown: "unknown",
  landedOn: "landed on",
  sentFrom: "sent from",
  /** Joins source, medium and campaign. */
  partSeparator: " · ",
  /** Between where the visitor came from and what they did on the site. */
  pathSeparator: " — ",
  /** Before the referring site when campaign tags already name the source. */
  via: "via",
  /** Ad click identifiers name the network even when a link carries no campaign tags. */
  clickNetworks: { gclid: "Google Ads", fbclid: "Facebook Ads", msclkid: "Microsoft Ads" },
  /** The admin card's label and the new-lead e-mail's field name. */
  label: "Source",
} as const;
