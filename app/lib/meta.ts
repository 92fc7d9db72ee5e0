import type { MetaDescriptor } from "react-router";
import { type PageMetaKey, pageMeta } from "~/content/pages";

/** Title and description for a page, from app/content/pages.ts (or given directly). */
export function metaFor(page: PageMetaKey | { title: string; description: string }): MetaDescriptor[] {
  const { title, description } = typeof page === "string" ? pageMeta[page] : page;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
