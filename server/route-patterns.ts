import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The fields of a route the matcher reads (children filled in below). */
type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };

/** How many distinct paths keep their pattern cached; past it the cache starts again (URLs are unbounded). */
const CACHE_SIZE = 2000;

/**
 * The route pattern a path belongs to ("/features/:slug", "/api/contact-submissions/:id"), for
 * labels that stay few whatever URLs clients send: the metrics' route label and the 405 answers'
 * Allow header. React Router's own matcher over the build's route table, so a path gets the same
 * route here as in the router. Paths no route but the 404 splat takes are "/*".
 */
export function routePatterns(build: ServerBuild) {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }

  const cache = new Map<string, { pattern: string; routeId: string } | null>();
  return (pathname: string) => {
    const cached = cache.get(pathname);
    if (cached !== undefined) return cached;
    const matches = matchRoutes(tree as RouteObject[], pathname);
    const leaf = matches?.at(-1);
    const found = leaf
      ? {
          pattern: `/${matches!
            .map((m) => m.route.path?.replace(/^\/|\/$/g, ""))
            .filter(Boolean)
            .join("/")}`,
          routeId: leaf.route.id ?? "",
        }
      : null;
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(pathname, found);
    return found;
  };
}
