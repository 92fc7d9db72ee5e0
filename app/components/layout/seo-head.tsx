import { useLocation } from "react-router";
import { site } from "~/content/site";
import { isPublicPath, normalisePath } from "~/lib/public-paths";
import {
  absoluteUrl,
  breadcrumbLd,
  jsonLdText,
  organizationLd,
  socialImage,
  socialImageUrl,
  softwareApplicationLd,
} from "~/lib/seo";

/** A schema.org JSON-LD data block (not executed, so script-src does not apply to it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (jsonLdText)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/**
 * The head tags that follow from a page's address: its canonical URL, the Open Graph and Twitter
 * card set and the JSON-LD. Any other address (the 404 page) is marked noindex instead.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  if (!isPublicPath(pathname)) return <meta name="robots" content="noindex" />;
  const path = normalisePath(pathname);
  const url = absoluteUrl(path);
  const blocks = [organizationLd(), breadcrumbLd(path), softwareApplicationLd(path)].filter((block) => block !== null);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:image" content={socialImageUrl(path)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(socialImage.width)} />
      <meta property="og:image:height" content={String(socialImage.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      {blocks.map((block) => (
        <JsonLd key={String(block["@type"])} data={block} />
      ))}
    </>
  );
}
