#!/usr/bin/env bash
# Replays the Dockerfile on a machine without a Docker engine, in a clean temporary directory:
# every stage gets its own folder (its WORKDIR), COPY lines copy from the repository or from an
# earlier stage's folder, `RUN npm …` lines run there, other RUN lines are system setup the
# script does its own way (the data folder). Then the runtime folder is started as the image
# would start it — ENV, CMD, an unprivileged user, a data folder in place of the /data volume —
# and probed: /healthz, /, the HEALTHCHECK command, SIGTERM with a clean exit.
#
#   scripts/docker-smoke.sh            (KEEP=1 keeps the temporary folder for a look afterwards)
#
# Needs: Node 22.12+ on PATH and the npm registry (npm's cache is reused; the repository's
# node_modules is not). Exits non-zero on the first failure.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DOCKERFILE="$ROOT/Dockerfile"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/vantora-docker-smoke-XXXXXX")
SERVER_PID=""

START=$SECONDS
say() { printf 'docker-smoke [%3ss]: %s\n' "$((SECONDS - START))" "$*"; }
fail() { # to stderr, so a failure inside $(…) is seen too
  {
    say "FAILED: $*"
    if [ -f "$WORK/server.log" ]; then say "server output:" && tail -n 40 "$WORK/server.log"; fi
  } >&2
  exit 1
}
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -KILL "$SERVER_PID" 2>/dev/null || true; fi
  if [ "${KEEP:-0}" = 1 ]; then say "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

command -v node >/dev/null || fail "node is not on PATH"
NODE_BIN=$(command -v node)
NPM_BIN=$(command -v npm)
say "node $(node --version), npm $(npm --version 2>/dev/null), work folder $WORK"
# A build sees a clean environment (as in docker build: no BUILD_DIR, no npm_config_* of a
# calling npm), plus what reaches the registry and npm's cache.
BUILD_ENV=(PATH="$(dirname "$NODE_BIN"):/usr/local/bin:/usr/bin:/bin" HOME="$HOME"
  npm_config_cache="$(npm config get cache 2>/dev/null)" npm_config_prefer_offline=true npm_config_update_notifier=false)
for name in npm_config_registry HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy TMPDIR; do
  if [ -n "${!name:-}" ]; then BUILD_ENV+=("$name=${!name}"); fi
done
chmod 755 "$WORK"

# --- 1. Read the Dockerfile: join continuation lines, drop comments and blank lines. ----------
mapfile -t LINES < <(sed -e ':a' -e '/\\$/{N;s/\\\n[[:space:]]*/ /;ba' -e '}' "$DOCKERFILE" | grep -vE '^[[:space:]]*(#|$)')

declare -A STAGE_DIR STAGE_WORKDIR
declare -a RUNTIME_ENV=()
STAGE=""
CMD_JSON=""
HEALTH_JSON=""
RUN_AS=""

stage_path() { # an image path in stage $1 -> the folder on this machine
  local stage=$1 p=$2 wd=${STAGE_WORKDIR[$1]}
  case "$p" in
    "$wd") echo "${STAGE_DIR[$stage]}" ;;
    "$wd"/*) echo "${STAGE_DIR[$stage]}/${p#"$wd"/}" ;;
    /*) fail "path $p is outside WORKDIR $wd of stage $stage; the smoke script cannot map it" ;;
    *) echo "${STAGE_DIR[$stage]}/${p#./}" ;;
  esac
}

copy_into() { # copy_into <dest> <multiple: 0|1> <source> [cp flag]: Docker's COPY rules
  local dest=$1 multiple=$2 src=$3 flags=${4:--a}
  [ -e "$src" ] || fail "COPY source $src does not exist"
  if [ -d "$src" ]; then
    mkdir -p "$dest" && cp "$flags" "$src"/. "$dest"/
  elif [ "$multiple" = 1 ] || [[ "$dest" == */ ]]; then
    mkdir -p "$dest" && cp "$flags" "$src" "$dest"/
  else
    mkdir -p "$(dirname "$dest")" && cp "$flags" "$src" "$dest"
  fi
}

# Pass 1: stages, their lines and the runtime's metadata.
declare -A STAGE_LINES STAGE_NEEDS STAGE_PID
declare -a STAGES=()
for line in "${LINES[@]}"; do
  read -r keyword rest <<<"$line"
  case "${keyword^^}" in
    ARG) continue ;;
    FROM)
      STAGE=$(sed -nE 's/.*[[:space:]][Aa][Ss][[:space:]]+([A-Za-z0-9_.-]+)$/\1/p' <<<"$rest")
      [ -n "$STAGE" ] || fail "every FROM needs 'AS name': $line"
      STAGES+=("$STAGE")
      STAGE_DIR[$STAGE]="$WORK/$STAGE"
      STAGE_WORKDIR[$STAGE]="/"
      STAGE_NEEDS[$STAGE]=""
      mkdir -p "$WORK/$STAGE" && chmod 755 "$WORK/$STAGE"
      continue
      ;;
    WORKDIR) STAGE_WORKDIR[$STAGE]=$rest ;;
    COPY) if [[ "$rest" =~ --from=([^[:space:]]+) ]]; then STAGE_NEEDS[$STAGE]+=" ${BASH_REMATCH[1]}"; fi ;;
    RUN | EXPOSE | VOLUME | LABEL | STOPSIGNAL) ;;
    ENV)
      read -ra pairs <<<"$rest"
      if [ "$STAGE" = runtime ]; then RUNTIME_ENV+=("${pairs[@]}"); fi
      ;;
    USER) if [ "$STAGE" = runtime ]; then RUN_AS=$rest; fi ;;
    CMD) CMD_JSON=$rest ;;
    HEALTHCHECK) HEALTH_JSON=$(sed -E 's/^.*CMD[[:space:]]+(\[.*\])$/\1/' <<<"$rest") ;;
    *) fail "the smoke script does not know the Dockerfile instruction $keyword" ;;
  esac
  STAGE_LINES[$STAGE]+="$line"$'\n'
done

# Pass 2: one stage's COPY and RUN lines in its folder.
run_stage() {
  local stage=$1 line keyword rest words w from args dest multiple src cmd
  local log="$WORK/$stage.log"
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    read -r keyword rest <<<"$line"
    case "${keyword^^}" in
      COPY)
        read -ra words <<<"$rest"
        from=""
        args=()
        for w in "${words[@]}"; do
          case "$w" in
            --from=*) from=${w#--from=} ;;
            --*) ;;
            *) args+=("$w") ;;
          esac
        done
        dest=$(stage_path "$stage" "${args[-1]}")
        if [[ "${args[-1]}" == */ ]]; then dest="${dest%/}/"; fi
        unset 'args[-1]'
        multiple=0
        if [ "${#args[@]}" -gt 1 ]; then multiple=1; fi
        for src in "${args[@]}"; do
          if [ -n "$from" ]; then
            [ -n "${STAGE_DIR[$from]:-}" ] || fail "COPY --from=$from names an unknown stage"
            copy_into "$dest" "$multiple" "$(stage_path "$from" "$src")" -al # hard links: same bytes, faster
          else
            copy_into "$dest" "$multiple" "$ROOT/$src"
          fi
        done
        say "[$stage] COPY ${from:+from $from: }${args[*]} -> ${dest#"$WORK"/}"
        ;;
      RUN)
        cmd=$rest
        while [[ "$cmd" == --* ]]; do cmd=${cmd#* }; done # BuildKit flags such as --mount=type=cache
        if [[ "$cmd" == npm\ * ]]; then
          say "[$stage] RUN $cmd"
          # The same command; npm may answer from its cache first (network only for what is missing).
          # shellcheck disable=SC2086 # the command's own words
          (cd "${STAGE_DIR[$stage]}" && env -i "${BUILD_ENV[@]}" timeout 900 "$NPM_BIN" ${cmd#npm }) >>"$log" 2>&1 ||
            { tail -n 30 "$log"; fail "'$cmd' failed in stage $stage"; }
          say "[$stage]     done: $(grep -E '^(added|up to date|changed|✓ built)' "$log" | tail -n 1)"
        else
          say "[$stage] RUN $cmd  (system setup: the smoke run makes its own data folder instead)"
        fi
        ;;
      *) say "[$stage] $keyword $rest" ;;
    esac
  done <<<"${STAGE_LINES[$stage]}"
}

# Stages without COPY --from run side by side, as BuildKit runs them; the others wait for theirs.
for stage in "${STAGES[@]}"; do
  if [ -z "${STAGE_NEEDS[$stage]}" ]; then
    say "== stage $stage (started in the background)"
    run_stage "$stage" &
    STAGE_PID[$stage]=$!
  else
    for need in ${STAGE_NEEDS[$stage]}; do
      if [ -n "${STAGE_PID[$need]:-}" ]; then
        wait "${STAGE_PID[$need]}" || fail "stage $need failed"
        STAGE_PID[$need]=""
      fi
    done
    say "== stage $stage (after${STAGE_NEEDS[$stage]})"
    run_stage "$stage"
  fi
done
for stage in "${STAGES[@]}"; do
  if [ -n "${STAGE_PID[$stage]:-}" ]; then wait "${STAGE_PID[$stage]}" || fail "stage $stage failed"; fi
done

[ -n "${STAGE_DIR[runtime]:-}" ] || fail "the Dockerfile has no stage named runtime"
RT=${STAGE_DIR[runtime]}
[ -n "$CMD_JSON" ] || fail "the Dockerfile has no CMD"
[ -n "$HEALTH_JSON" ] || fail "the Dockerfile has no HEALTHCHECK CMD"
json_args() { node -e 'for (const a of JSON.parse(process.argv[1])) process.stdout.write(a + "\0")' "$1"; }
mapfile -d '' -t CMD_ARGS < <(json_args "$CMD_JSON")
mapfile -d '' -t HEALTH_ARGS < <(json_args "$HEALTH_JSON")

# --- 2. The runtime folder holds production dependencies only. ---------------------------------
[ -f "$RT/build/server/index.js" ] || fail "the runtime has no build/server/index.js"
# (typescript and @types/react may be there: npm keeps them as optional peers of @react-router/node.)
for dev in vite vitest @playwright/test @react-router/dev msw lighthouse jsdom; do
  [ ! -e "$RT/node_modules/$dev" ] || fail "development dependency $dev is in the runtime"
done
say "runtime: $(du -sh "$RT/node_modules" | cut -f1) of production dependencies, build $(du -sh "$RT/build" | cut -f1)"

# --- 3. Start it as the image would: clean environment, ENV, unprivileged user, CMD. ------------
DATA="$WORK/data"
mkdir -p "$DATA"
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
AS_USER=()
if [ "$(id -u)" = 0 ]; then
  user=${RUN_AS:-node}
  id -u "$user" >/dev/null 2>&1 || user=nobody
  if id -u "$user" >/dev/null 2>&1 && command -v setpriv >/dev/null; then
    chown "$user:$(id -gn "$user")" "$DATA"
    AS_USER=(setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" --clear-groups --)
    say "running as the unprivileged user '$user' (the image uses '${RUN_AS:-root}')"
  else
    say "WARNING: running as root: no unprivileged user or no setpriv on this machine"
  fi
else
  say "running as $(id -un) (not root, so no user switch)"
fi
# The image's ENV, with the port, the data folder and loopback for this machine.
RUN_ENV=(PATH="$(dirname "$NODE_BIN"):/usr/bin:/bin" HOME="$DATA" "${RUNTIME_ENV[@]}"
  PORT="$PORT" HOST=127.0.0.1 DATABASE_URL="$DATA/app.db")
say "env ${RUNTIME_ENV[*]} (PORT=$PORT, DATABASE_URL=$DATA/app.db for this run)"
say "CMD ${CMD_ARGS[*]}"
(cd "$RT" && exec env -i "${RUN_ENV[@]}" "${AS_USER[@]}" "${CMD_ARGS[@]}") >"$WORK/server.log" 2>&1 &
SERVER_PID=$!

probe() { # probe <path> -> prints "<status> <body>" on one line
  node -e '
    fetch(process.argv[1], { signal: AbortSignal.timeout(5000) })
      .then(async (r) => console.log(r.status, (await r.text()).replace(/\s+/g, " ")))
      .catch((e) => console.log(0, e.message))' "http://127.0.0.1:$PORT$1"
}
up=""
for _ in $(seq 1 300); do
  kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited during start"
  if probe /healthz | grep -q '^200 '; then up=1 && break; fi
  sleep 0.1
done
[ -n "$up" ] || fail "/healthz did not answer 200 within 30 s"

health=$(probe /healthz)
[[ "$health" == '200 {"status":"ok"}' ]] || fail "/healthz answered: $health"
say "GET /healthz -> $health"

home=$(probe /)
[[ "$home" == "200 "* ]] || fail "GET / answered: ${home:0:200}"
[[ "$home" == *"<h1"* ]] || fail "GET / has no <h1>"
headline=$(sed -nE "s/^  headline: '([^']*)',$/\1/p" "$ROOT/app/content/home.ts" | head -n 1)
if [ -n "$headline" ]; then
  [[ "$home" == *"$headline"* ]] || fail "GET / does not contain the hero heading \"$headline\""
  say "GET / -> 200, ${#home} characters of HTML with the hero heading \"$headline\""
else
  say "GET / -> 200 with an <h1> (hero headline not found in app/content/home.ts to compare)"
fi

[ -f "$DATA/app.db" ] || fail "no database file in the data folder"
say "database created: $DATA/app.db owned by $(stat -c %U "$DATA/app.db")"

(cd "$RT" && env -i "${RUN_ENV[@]}" "${AS_USER[@]}" "${HEALTH_ARGS[@]}") || fail "the HEALTHCHECK command failed against the running server"
say "HEALTHCHECK command -> exit 0"

# --- 4. SIGTERM: in-flight requests finish, the process exits 0. -------------------------------
kill -TERM "$SERVER_PID"
code=""
for _ in $(seq 1 150); do
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    set +e
    wait "$SERVER_PID"
    code=$?
    set -e
    break
  fi
  sleep 0.1
done
[ -n "$code" ] || fail "the server did not exit within 15 s of SIGTERM"
SERVER_PID=""
[ "$code" = 0 ] || fail "the server exited with $code after SIGTERM"
grep -q "shutdown complete" "$WORK/server.log" || fail "no 'shutdown complete' in the server log"
say "SIGTERM -> clean exit (code 0)"

if (cd "$RT" && env -i "${RUN_ENV[@]}" "${AS_USER[@]}" "${HEALTH_ARGS[@]}") 2>/dev/null; then
  fail "the HEALTHCHECK command succeeded with the server stopped"
fi
say "HEALTHCHECK command with the server stopped -> non-zero, as it should"
say "OK"
