import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { PAGE_METHODS } from "../app/server/platform/http.server";

/** A route as the build lists it (ServerBuild.routes, and the build-time pages' manifest). */
export type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };

/** React Router's route tree from the build's flat route list, for its own matcher. */
export function routeTree(routes: readonly RouteEntry[]): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: children(r.id) },
      ) as RouteObject[];
  return children(undefined);
}

/**
 * The page a request is about: React Router's single-fetch data requests name it with ".data"
 * ("/pricing.data", "/_root.data" for "/"). Null for the router's route discovery ("/__manifest"),
 * which belongs to no route.
 */
function documentPath(pathname: string): string | null {
  if (pathname === "/__manifest") return null;
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** How many distinct paths keep their pattern cached; past it the cache starts again (URLs are unbounded). */
const CACHE_SIZE = 2000;

/**
 * The route pattern a path belongs to ("/features/:slug", "/api/contact-submissions/:id"), for
 * labels that stay few whatever URLs clients send: the metrics' route label and the 405 answers'
 * Allow header. React Router's own matcher over the build's route table, so a path gets the same
 * route here as in the router. Paths no route but the 404 splat takes are "/*".
 */
export function routePatterns(build: ServerBuild) {
  const tree = routeTree(Object.values(build.routes).filter((route) => route !== undefined));
  const cache = new Map<string, { pattern: string; routeId: string } | null>();
  return (requested: string) => {
    const cached = cache.get(requested);
    if (cached !== undefined) return cached;
    const pathname = documentPath(requested);
    if (pathname === null) return { pattern: requested, routeId: "" };
    const matches = matchRoutes(tree, pathname);
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
    cache.set(requested, found);
    return found;
  };
}

/**
 * The build's route table, loaded once in the background (requests before it is in get no
 * pattern): a path's route pattern, and the methods its address answers — the one owner of a
 * 405's Allow header, read by the route modules' own 405 and by the server's.
 */
export function routeTable(load: () => Promise<ServerBuild>, onError: (error: unknown) => void) {
  let patternOf: ReturnType<typeof routePatterns> | null = null;
  let modules: ServerBuild["routes"] = {};
  const ready = load()
    .then((build) => {
      patternOf = routePatterns(build);
      modules = build.routes;
    })
    .catch(onError);
  const pattern = (path: string) => patternOf?.(path)?.pattern;
  return {
    /** Settles once the table is loaded (or could not be). */
    ready,
    pattern,
    /** An address only the 404 catch-all route takes. */
    unknown: (path: string) => pattern(path) === "/*",
    /** What the route module's `handle.allow` lists (the API routes), else what a page answers. */
    allow(path: string): readonly string[] {
      const routeId = patternOf?.(path)?.routeId;
      const module = routeId ? (modules[routeId]?.module as { handle?: { allow?: string[] } } | undefined) : undefined;
      return module?.handle?.allow ?? PAGE_METHODS;
    },
  };
}

export type RouteTable = ReturnType<typeof routeTable>;
