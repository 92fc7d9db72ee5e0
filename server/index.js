// Entry point: refuse old Node first (before any import that could crash on it), then serve.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Vantora needs Node.js 22.12 or newer (Node 24 LTS recommended; see .nvmrc); this is ${process.version}. Install Node 24 and run again.`,
  );
  process.exit(1);
}

// A `.env` in the working directory, under the real environment (server/env-file.js).
const { loadEnvFile } = await import("./env-file.js");
try {
  loadEnvFile();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { start, StartupError } = await import("./run.js");
try {
  await start({ dev: process.argv.includes("--dev") });
} catch (error) {
  // One line an operator can act on, never a stack trace.
  console.error(error instanceof StartupError ? error.message : `Vantora could not start: ${error?.message ?? error}`);
  process.exit(1);
}
