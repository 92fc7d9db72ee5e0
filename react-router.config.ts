import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

// Run in a fresh Node process, as production loads it: the built bundle renders the public pages
// through its own request handler (server/prerender.ts).
const prerenderScript = `
import path from "node:path";
import { pathToFileURL } from "node:url";
const buildDir = process.env.BUILD_DIR;
const server = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const started = performance.now();
const { pages, assets } = await server.prerender({ build: await server.loadServerBuild(), buildDir });
console.log("prerendered " + pages + " pages and data files, precompressed " + assets + " assets in " + ((performance.now() - started) / 1000).toFixed(1) + " s");
`;

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public pages are rendered once, here, not per request (README "Serving"). React Router's own
  // `prerender` option loads build/server/index.js as a React Router build, but ours is the Express
  // app (vite.config.ts); and it would write plain .html files without the CSP hashes and the
  // precompressed variants the server needs.
  buildEnd({ reactRouterConfig }) {
    execFileSync(process.execPath, ["--input-type=module", "-e", prerenderScript], {
      env: { ...process.env, BUILD_DIR: path.resolve(reactRouterConfig.buildDirectory) },
      stdio: "inherit",
    });
  },
} satisfies Config;
