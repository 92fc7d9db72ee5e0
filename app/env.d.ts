interface ImportMetaEnv {
  /** PUBLIC_URL as it was when the app was built (empty when unset); see app/lib/seo.ts. */
  readonly PUBLIC_URL?: string;
}

/** The icon sprite's hashed address (server/build-time/icon-sprite-plugin.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
