import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public pages are rendered once here, not per request (server/prerender.ts). React Router's own
  // `prerender` option expects build/server/index.js to be the React Router build, but ours is the
  // Express app (vite.config.ts); and it writes .html files without their CSP hashes and variants.
  // A separate Node process imports the built bundle as production does.
  buildEnd({ reactRouterConfig }) {
    execFileSync(process.execPath, [fileURLToPath(new URL("./scripts/prerender.mjs", import.meta.url))], {
      env: { ...process.env, BUILD_DIR: path.resolve(reactRouterConfig.buildDirectory) },
      stdio: "inherit",
    });
  },
} satisfies Config;
