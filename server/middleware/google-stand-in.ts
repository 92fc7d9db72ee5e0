import express from "express";
import type { Logger } from "pino";
import { MOCK_GOOGLE } from "../../app/server/auth/google.server";
import type { Env } from "../../app/server/platform/env.server";

/**
 * The Google stand-in's consent page (server/dev/google-stand-in.ts), mounted only where MOCKS is
 * allowed (development and test; refused in production): MSW answers Google's endpoints in this
 * process. Loaded on demand, so a production server never imports it.
 */
export function googleStandIn(env: Env, logger: Logger) {
  const mock = import("../dev/google-stand-in");
  mock.then((m) => m.startGoogleMock()).catch((error) => logger.error({ err: error }, "Google stand-in failed"));
  return express.Router().get(MOCK_GOOGLE.authorizePath, async (req, res, next) => {
    try {
      const response = (await mock).mockAuthorize(new Request(`${req.protocol}://${req.host}${req.originalUrl}`), env);
      res
        .status(response.status)
        .set(Object.fromEntries(response.headers))
        .send(await response.text());
    } catch (error) {
      next(error);
    }
  });
}
