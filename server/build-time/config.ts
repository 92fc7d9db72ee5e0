// What vite.config.ts and react-router.config.ts take from the build-time serving layer, so each
// config names it in one import line. Why each piece exists: docs/decisions/0002-serving-build-time-pages.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@react-router/dev/config";
import type { Alias } from "vite";

import { servicesIn } from "../../app/content/services.ts";

export { contactCode } from "./contact-code-plugin.ts";
export { iconSprite } from "./icon-sprite-plugin.ts";

/**
 * Facts derived from the content at build time, so a page can show them without shipping the
 * content they come from: the home page's tabs show how many services each area has without
 * loading the 49 services' copy. Both the app build and Vitest define them.
 */
export function contentDefines(): Record<string, string> {
  const counts = Object.fromEntries(Object.entries(servicesIn).map(([id, services]) => [id, services.length]));
  return { __SERVICE_COUNTS__: JSON.stringify(counts) };
}

/**
 * Who this build is (issue #30, item 15): the package version plus the git commit it was built
 * from, fixed at build time so the start line, /healthz and /metrics name the release that runs,
 * not the checkout beside it. `VANTORA_COMMIT` names the commit where there is no git (a Docker
 * build context without `.git`); with neither, the commit is "unknown".
 */
export function releaseDefines(): Record<string, string> {
  const root = path.resolve(import.meta.dirname, "../..");
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  let commit = process.env.VANTORA_COMMIT?.trim() || "unknown";
  if (commit === "unknown") {
    try {
      commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
        cwd: root,
        encoding: "utf8",
        stdio: "pipe",
      }).trim();
    } catch {
      // no git, or not a checkout: "unknown"
    }
  }
  return { __RELEASE__: JSON.stringify({ version, commit }) };
}

/**
 * React Router's package exports only its development build, whose dev warnings stay in the
 * minified bundle (remix-run/react-router#14102, open). The browser build takes the production
 * build the package ships beside it; both entry points map so they share one copy of the router.
 * Vite's alias is the only way to reach it: the package's `exports` do not list that folder.
 */
export function productionRouterAlias(): Alias[] {
  const dist = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

// Runs in a fresh Node process, as production loads the bundle: no Vite, no config loader, the
// built React Router request handler exactly as it will serve (server/build-time/prerender.ts).
const PRERENDER = `
const [entry, buildDir] = process.argv.slice(1);
const server = await import(entry);
const started = performance.now();
const { pages, assets } = await server.prerender({ build: await server.loadServerBuild(), buildDir });
console.log("prerendered " + pages + " pages and data files, precompressed " + assets + " assets in " + ((performance.now() - started) / 1000).toFixed(1) + " s");
`;

/**
 * React Router's `buildEnd`: renders the public pages once, through the built bundle. Its own
 * `prerender` option cannot: it loads build/server/index.js as a React Router build, and ours is
 * the Express app (vite.config.ts), and it writes plain .html files without the CSP hashes and
 * the precompressed variants the server needs.
 */
export const prerenderAfterBuild: NonNullable<Config["buildEnd"]> = ({ reactRouterConfig }) => {
  const buildDir = path.resolve(reactRouterConfig.buildDirectory);
  const entry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  execFileSync(process.execPath, ["--input-type=module", "-e", PRERENDER, entry, buildDir], { stdio: "inherit" });
};
