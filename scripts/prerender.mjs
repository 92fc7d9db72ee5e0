// Renders the public pages at build time (server/prerender.ts) from the built server bundle.
// react-router.config.ts runs it after every `react-router build`; it runs alone as
//   BUILD_DIR=build node scripts/prerender.mjs
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const server = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const started = performance.now();
const { pages, assets } = await server.prerender({ build: await server.loadServerBuild(), buildDir });
console.log(
  `prerendered ${pages} pages and data files, precompressed ${assets} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
