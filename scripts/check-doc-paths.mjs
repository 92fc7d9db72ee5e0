// Fails, naming file and line, on a repository file path in README.md, DEVELOPERS.md or docs/**/*.md
// that does not exist. A path is a `code span` or a Markdown link target that ends in a file
// extension or a slash and names a folder (a/b.ts, app/routes/, ./x.md); it is looked up from the
// repository root, from the document's folder, from app/ (for "~/…"), and — the docs' shorthand for
// server modules — from app/server/ and server/. A bare file name (`stats.server.ts`) must exist
// somewhere in the repository. URLs, globs, placeholders (YYYY, <page>), build output and paths that
// leave the repository ("../shared/…", the spec beside it) are not checked.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const baseNames = new Set(tracked.map((file) => path.basename(file)));
const docs = tracked.filter((file) => /^(README|DEVELOPERS)\.md$|^docs\/.*\.md$/.test(file));

const EXTENSIONS = "ts|tsx|mts|mjs|js|cjs|json|jsonc|md|css|sh|yml|yaml|toml|txt|sql|html|svg|png|webp|ico|conf";
const FILE = new RegExp(`^[\\w.~@$+-]+(?:/[\\w.@$+\\[\\]-]+)*(?:\\.(?:${EXTENSIONS})|/)$`);
/** Written by a build or a run, or never in the repository by design. */
const NOT_IN_REPO =
  /^(?:\.?\/)?(?:build(?:-[\w-]+)?|node_modules|\.react-router|bench\/out|test-results|playwright-report|\.tools|coverage|data)\//;

function candidates(line) {
  const found = [];
  for (const match of line.matchAll(/`([^`\s]+)`/g)) found.push(match[1]);
  for (const match of line.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) found.push(match[1]);
  return found
    .map((text) => text.replace(/:\d+(?:-\d+)?$/, "").replace(/[.,;:]$/, ""))
    .filter(
      (text) =>
        FILE.test(text) &&
        !/^[a-z]+:/i.test(text) &&
        !NOT_IN_REPO.test(text) &&
        !text.startsWith("../") &&
        !/YYYY/.test(text),
    );
}

function exists(doc, text) {
  if (!text.includes("/") || (text.startsWith("./") && !text.slice(2).includes("/")))
    return baseNames.has(path.basename(text)) || fs.existsSync(path.join(root, path.dirname(doc), text));
  const bare = text.startsWith("~/") ? `app/${text.slice(2)}` : text;
  const bases = [
    root,
    path.join(root, path.dirname(doc)),
    path.join(root, "app"),
    path.join(root, "app/server"),
    path.join(root, "server"),
  ];
  return bases.some((base) => fs.existsSync(path.join(base, bare)));
}

const problems = [];
let checked = 0;
for (const doc of docs) {
  const lines = fs.readFileSync(path.join(root, doc), "utf8").split("\n");
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const text of candidates(line)) {
      checked += 1;
      if (!exists(doc, text)) problems.push(`${doc}:${index + 1}: ${text} does not exist`);
    }
  });
}
if (problems.length) {
  console.error(`${problems.join("\n")}\n${problems.length} of ${checked} file paths in the docs do not exist.`);
  process.exit(1);
}
