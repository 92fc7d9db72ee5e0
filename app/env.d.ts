interface ImportMetaEnv {
  /** PUBLIC_URL as it was when the app was built (empty when unset); see app/lib/seo.ts. */
  readonly PUBLIC_URL?: string;
}

/** The icon sprite's hashed address (vite-plugins/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
