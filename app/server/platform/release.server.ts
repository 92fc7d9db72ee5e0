// The release that runs: the package version and the git commit of the build, fixed at build time
// (server/build-time/config.ts, releaseDefines). Logged in the start line, answered by /healthz and
// exported as the `vantora_build_info` gauge.
declare const __RELEASE__: { version: string; commit: string };

export const release: { version: string; commit: string } = __RELEASE__;
