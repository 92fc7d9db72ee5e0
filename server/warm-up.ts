import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/server/platform/context.server";
import { getEnv } from "../app/server/platform/env.server";
import { getLogger } from "../app/server/platform/logger.server";

/** The React Router build inside this bundle (also what the build-time render uses). */
export const loadServerBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Loads the server build and renders one per-request page through it, before the server listens:
 * the first visitor's request then costs what the next one does (cold, it took 0.40–0.44 s
 * against 0.03–0.04 s after). The page reads no database, so the context is the bare one the
 * build-time render uses. Returns the milliseconds it took.
 */
export async function warmUp(): Promise<number> {
  const started = performance.now();
  const handle = createRequestHandler(await loadServerBuild(), "production");
  const context = {
    env: getEnv(),
    cspNonce: "",
    clientIp: "warm-up",
    logger: getLogger().child({}, { level: "silent" }),
    outbox: null,
    db: () => Promise.reject(new Error("no database while warming up")),
  } as unknown as AppContext;
  const response = await handle(new Request("http://localhost/pricing?warm-up"), context);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`warm-up render answered ${response.status}`);
  return Math.round(performance.now() - started);
}
