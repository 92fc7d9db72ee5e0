interface ImportMetaEnv {
  /** PUBLIC_URL as it was when the app was built (empty when unset); see app/lib/seo.ts. */
  readonly PUBLIC_URL?: string;
}

/** The icon sprite's hashed address (server/build-time/icon-sprite-plugin.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

/** The chunks a contact send needs, to prefetch on every page (server/build-time/contact-code-plugin.ts). */
declare module "virtual:contact-code" {
  const urls: readonly string[];
  export default urls;
}
