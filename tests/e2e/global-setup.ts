import { startServer } from "../../scripts/start-server.mjs";

/**
 * Starts the production server for the journeys on port 0 and hands its URL and database file to
 * the workers through the environment (Playwright's webServer needs a port chosen in advance,
 * which means listen-then-close and a race). Returns the teardown.
 */
export default async function globalSetup() {
  const server = await startServer({
    // MOCKS is refused in production; the Google stand-in runs the production build in test mode.
    NODE_ENV: "test",
    MOCKS: "true",
    ADMIN_EMAILS: "admin@example.com",
    CONTACT_RATE_LIMIT: "0",
    CONTACT_REJECTED_LIMIT: "0",
    // Every journey's pages send page views from one address: no per-client limit on them here.
    INSIGHTS_RATE_LIMIT: "0",
    // Every admin journey signs in from the same address too (three auth requests a sign-in); the
    // auth limit itself is proven against servers of its own (tests/integration/admin-*.test.ts).
    AUTH_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DB_FILE = server.dbFile;
  return async () => {
    await server.stop();
  };
}
