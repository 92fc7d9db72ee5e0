// What server/run.js and the scripts take from the server bundle besides createApp.

export { configSummary } from "../app/server/platform/config-summary.server";
export {
  appliedMigrations,
  closeDb,
  createDb,
  getDb,
  migrateToLatest,
  NewerDatabaseError,
} from "../app/server/platform/db.server";
export { EnvError, getEnv } from "../app/server/platform/env.server";
export { PAGE_METHODS } from "../app/server/platform/http.server";
export { getLogger } from "../app/server/platform/logger.server";
export { release } from "../app/server/platform/release.server";
export { createNonce, securityHeaders } from "../app/server/platform/security.server";
export { publicUrlMismatch } from "../app/server/site/sitemap.server";
export { prerender } from "./build-time/prerender";
export { loadServerBuild, warmUp } from "./warm-up";
