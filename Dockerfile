# Production image of the Vantora website.
#
#   docker build -t vantora .
#   docker run -d -p 3000:3000 -v vantora-data:/data --name vantora vantora
#
# Four stages: every dependency (downloaded once), the production ones pruned from it, build,
# slim non-root runtime.
# Nothing BuildKit-only (no cache mounts, no `# syntax=` line): the classic builder of Debian's
# docker.io 20.10 builds it as it is, and so does BuildKit. Layer caching still skips the npm
# installs while package.json and package-lock.json are unchanged. scripts/docker-ci.sh builds
# and checks this file with the classic builder on a locally made stand-in for the base image
# (NODE_IMAGE).

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, downloaded once. `--ignore-scripts`: the only install script in the tree is
#    better-sqlite3's `node-gyp rebuild`, which needs Python and a compiler (slim images have
#    neither). Its npm package ships prebuilt binaries (prebuilds/linux-x64.node, linux-arm64,
#    musl) and loads them when nothing was compiled. `npm install`, not `npm ci`: see the README.
#    npm_config_registry: an optional registry for npm (unset: npm's default).
FROM ${NODE_IMAGE} AS dependencies
ARG npm_config_registry
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 2. The production dependencies: the same tree without the development ones (nothing fetched).
FROM dependencies AS deps
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# 3. Build: the production bundle into build/ (client assets and the server bundle with the
#    migrations inside).
FROM dependencies AS build
COPY tsconfig.json vite.config.ts react-router.config.ts ./
COPY app ./app
COPY db ./db
COPY public ./public
COPY server ./server
COPY scripts/build.mjs scripts/social-images.mjs ./scripts/
# The public address the pages print (canonical, og:url, og:image, JSON-LD) is fixed when they are
# built: docker build --build-arg PUBLIC_URL=https://www.example.com .
ARG PUBLIC_URL
# The commit the release names (/healthz, /metrics, the start line); the context has no .git:
# docker build --build-arg VANTORA_COMMIT=$(git rev-parse --short=12 HEAD) . (else "unknown").
ARG VANTORA_COMMIT
RUN npm run build

# 4. Runtime: Node, the production dependencies, the build and the entry files. The
#    application files stay owned by root (read-only to the app); only /data is writable.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATABASE_URL=/data/app.db SHUTDOWN_TIMEOUT=8000
WORKDIR /app
COPY package.json ./
COPY server/index.js server/run.js server/env-file.js ./server/
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Slim images have no curl: Node probes /healthz itself (503 while the database is unavailable).
# Every 5 s, so a new container shows healthy within 5 s of /healthz answering (`--start-interval`
# would allow a slower pace after the start, but needs Docker 25+); a probe is one short Node
# process, about 1 % of a CPU at this pace. 10 s per probe: on a machine under heavy load (load
# average 40 on 2 CPUs in CI) starting the probe's Node took over 4 s. Unhealthy after 6 failures;
# failures in the first 60 s (the start) do not count.
HEALTHCHECK --interval=5s --timeout=10s --start-period=60s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(9000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: Node is PID 1 and receives SIGTERM itself; server/run.js finishes in-flight
# requests (SHUTDOWN_TIMEOUT, kept under Docker's default 10 s stop timeout) and exits 0.
CMD ["node", "server/index.js"]
