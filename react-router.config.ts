import type { Config } from "@react-router/dev/config";
import { prerenderAfterBuild } from "./server/build-time/config.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The public pages are rendered once, after the build (docs/decisions/0002-serving-build-time-pages.md).
  buildEnd: prerenderAfterBuild,
} satisfies Config;
