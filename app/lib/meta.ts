import type { MetaDescriptor } from "react-router";
import { descriptionOverrides, type PageMetaKey, pageMeta } from "~/content/pages";

/** What the page's social image shows (scripts/social-images.mjs draws it from the title). */
export function socialImageAlt(title: string): string {
  return `${title}: the page title and the Vantora mark on an indigo-to-magenta card`;
}

/**
 * Title and description for a page, from app/content/pages.ts (or given directly). The tags that
 * depend on the page's address (canonical, og:url, og:image, JSON-LD) are added by the document
 * head (app/components/layout/seo-head.tsx).
 */
export function metaFor(page: PageMetaKey | { title: string; description: string }): MetaDescriptor[] {
  const { title, description: own } = typeof page === "string" ? pageMeta[page] : page;
  const description = descriptionOverrides[title] ?? own;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_US" },
    // Previews that show the image also read its description (screen readers in chat apps).
    { property: "og:image:alt", content: socialImageAlt(title) },
    { name: "twitter:image:alt", content: socialImageAlt(title) },
  ];
}
