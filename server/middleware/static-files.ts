import fs from "node:fs";
import path from "node:path";
import express from "express";

/** The URL paths of the files in the client build, hashed assets aside ("/favicon.ico", "/og/home.png"). */
export function listPublicFiles(clientDir: string): ReadonlySet<string> {
  const files = fs.readdirSync(clientDir, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((urlPath) => !urlPath.startsWith("/assets/")),
  );
}

/**
 * The client build through express.static: hashed assets cached for a year, and only the public
 * files the build has: any other path reaches the render cap at once, without a file-system
 * look-up per request (under a flood those queued in front of the cap).
 */
export function staticFiles(clientDir: string, publicFiles: ReadonlySet<string>) {
  const serveFile = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return express
    .Router()
    .use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }))
    .use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
}
