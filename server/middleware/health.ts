import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { release } from "../../app/server/platform/release.server";
import { type RenderStats, renderHealth, rendersField } from "../render-limit";

type Health = {
  renders: () => RenderStats;
  /** Null when the database can take a submission, else what is wrong. */
  databaseProblem: () => Promise<string | null>;
  logger: Logger;
};

/**
 * GET /healthz tells what a visitor would get: 503 when the database cannot take a submission or
 * renders are stuck, "degraded" while renders are being shed. Mounted before any render, so a
 * flood of pages never queues it.
 */
export function health({ renders, databaseProblem, logger }: Health): RequestHandler {
  const startedAt = Date.now();
  return async (_req, res) => {
    const stats = renders();
    const { problem: stuck, degraded } = renderHealth(stats, Date.now(), startedAt);
    const problem = (await databaseProblem()) ?? stuck;
    res.set("Cache-Control", "no-store");
    if (problem) {
      logger.error({ renders: rendersField(stats) }, `health check failed: ${problem}`);
      res.status(503).json({ status: "unavailable", message: problem, renders: rendersField(stats), release });
      return;
    }
    res.json({ status: degraded ? "degraded" : "ok", renders: rendersField(stats), release });
  };
}
