// The checks of single values the environment schema (env.server.ts) applies to URLs and secrets,
// and the masking of what an error may show of them.

/**
 * A URL with its user-info (user name and password) replaced by `***`, whatever characters the
 * password holds: everything from `://` to the last `@` goes (an `@` or `/` left unencoded in a
 * password still ends up masked; a path with an `@` loses a little more than needed, never less).
 */
export function withoutUserInfo(value: string) {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value);
  if (!scheme) return value;
  const at = value.lastIndexOf("@");
  return at < scheme[0].length ? value : `${scheme[0]}***${value.slice(at)}`;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True when the URL has a user name or password before its host. */
export function hasUserInfo(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return Boolean(url.username || url.password);
}

/** https anywhere; http only to this machine (development and tests). */
export function isWebhookTarget(value: string) {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** The Standard Webhooks secret form: whsec_ and the base64 of 24 to 64 bytes. */
export function isWhsec(value: string) {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return false;
  const bytes = Buffer.from(match[1]!, "base64").length;
  return bytes >= 24 && bytes <= 64;
}
