interface ImportMetaEnv {
  /** PUBLIC_URL as it was when the app was built (empty when unset); see app/lib/seo.ts. */
  readonly PUBLIC_URL?: string;
}
