// `.env`: the variables of a `.env` file in the working directory, read at start with Node's own
// loader (process.loadEnvFile, the parser behind `node --env-file`), so no dotenv package is
// needed. A variable already in the real environment wins over the file (Node never overrides one).
// The file is never committed (.gitignore) nor copied into the image (.dockerignore).
import path from "node:path";

/** @type {{ file: string; names: Set<string> } | null} */
let loaded = null;

/**
 * Loads `<cwd>/.env` when it exists. Returns the file's path and the names it set (those the real
 * environment did not already have), or null without a file. An unreadable file throws, with one
 * line to print.
 */
export function loadEnvFile(dir = process.cwd()) {
  if (loaded) return loaded;
  const file = path.join(dir, ".env");
  const before = new Set(Object.keys(process.env));
  try {
    process.loadEnvFile(file);
  } catch (/** @type {any} */ error) {
    if (error?.code === "ENOENT") return null;
    throw new Error(`Could not read ${file} (${error?.code ?? error?.message}): fix its permissions or remove it.`);
  }
  loaded = { file, names: new Set(Object.keys(process.env).filter((name) => !before.has(name))) };
  return loaded;
}

/** A refused variable's one line, saying so when its value came from the `.env` file. */
export function refusalLine(/** @type {{ message: string; variable?: string }} */ error) {
  return loaded && error.variable && loaded.names.has(error.variable)
    ? `${error.message} (set in ${loaded.file})`
    : error.message;
}
