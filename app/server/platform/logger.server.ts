import { pino } from "pino";
import { SECRET_PARAMS } from "~/lib/query-params";
import { getEnv } from "./env.server";

/** Removes the admin `token` (and any other secret) from a URL before it is logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of SECRET_PARAMS) if (params.has(key)) params.set(key, "[redacted]");
  const rest = params.toString();
  return url.slice(0, q) + (rest ? `?${rest.replaceAll("%5Bredacted%5D", "[redacted]")}` : "");
}

let instance: pino.Logger | undefined;
export function getLogger(): pino.Logger {
  instance ??= pino({
    level: getEnv().LOG_LEVEL,
    base: undefined,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "token", "*.token"],
      censor: "[redacted]",
    },
  });
  return instance;
}
