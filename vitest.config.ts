import path from "node:path";
import { defineConfig } from "vitest/config";
import { iconSprite } from "./server/build-time/icon-sprite-plugin.ts";

// Kept apart from vite.config.ts: the React Router plugin is for app builds, not unit tests. The
// icon sprite's plugin answers `virtual:icon-sprite`, which every component with an icon imports.
export default defineConfig({
  plugins: [iconSprite()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
