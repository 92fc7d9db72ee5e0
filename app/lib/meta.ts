import type { MetaDescriptor } from "react-router";
import { descriptionOverrides, type PageMetaKey, pageMeta } from "~/content/pages";

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
  ];
}
