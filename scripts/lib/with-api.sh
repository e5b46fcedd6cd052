#!/usr/bin/env bash
# Runs a command with the content service answering on :4000: `scripts/lib/with-api.sh pnpm build`.
#
# Why: `next build` prerenders the cached (ISR) routes only when it can reach the content service;
# a build that cannot leaves them to render on request (ƒ: no cache, far fewer requests/s, no last
# good copy). In production the service exists when the apps are built, and the repo's builds do
# the same through this script (apps/portal/README.md, "Rendering").
#
# - A service already answering on :4000 (`pnpm dev`, a running stack) is used as it is; so is the
#   one VIVASALUD_CONTENT_API_URL names, when set (nothing is started then).
# - Otherwise the service is built (turbo: a cache hit when nothing changed) and started as
#   `pnpm --filter @vivasalud/api start` does (development env, the seeded demo content), on an
#   in-memory PGlite: `pnpm start` opens apps/api/.data/pglite afterwards, and PGlite cannot be
#   opened by two processes (DATABASE_URL, when set, wins as usual). Start-up: ~8 s.
# - That service is always stopped on the way out (end, error, Ctrl-C), so nothing is left on
#   :4000; the exit status is the command's.
# - VIVASALUD_BUILD_CONTENT_SERVICE=answering is exported to the command: turbo hashes VIVASALUD_*
#   into the build tasks, so a build made with the service never shares a cache entry with one
#   made without it (which would bring the on-request routes back).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 <command…>" >&2; exit 2; }
root="$(cd "$(dirname "$0")/../.." && pwd)"
health=http://localhost:4000/health
export VIVASALUD_BUILD_CONTENT_SERVICE=answering

answers() {
  node -e "fetch('$health', { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" 2>/dev/null
}

if [ -n "${VIVASALUD_CONTENT_API_URL:-}" ] || answers; then exec "$@"; fi

log="$(mktemp "${TMPDIR:-/tmp}/vivasalud-build-api.XXXXXX")"
api=""
stop_api() {
  # The service leads its own process group (set -m below): stop pnpm and the node under it.
  if [ -n "$api" ] && kill -0 "$api" 2>/dev/null; then
    kill -TERM -- "-$api" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$api" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$api" 2>/dev/null || true
  fi
  rm -f "$log"
}
trap stop_api EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

echo "› content service for the build: building and starting it on :4000 (in-memory PGlite)"
started=$SECONDS
(cd "$root" && pnpm exec turbo run build --filter=@vivasalud/api --output-logs=errors-only)
set -m
(cd "$root" && PGLITE_DATA_DIR=memory exec pnpm --filter @vivasalud/api start) >"$log" 2>&1 &
api=$!
set +m
until answers; do
  if ! kill -0 "$api" 2>/dev/null; then
    echo "the content service stopped before answering $health:" >&2
    tail -n 30 "$log" >&2
    exit 1
  fi
  if [ $((SECONDS - started)) -gt 120 ]; then
    echo "the content service did not answer $health within 120 s:" >&2
    tail -n 30 "$log" >&2
    exit 1
  fi
  sleep 0.3
done
echo "› content service answering after $((SECONDS - started)) s; running: $*"
status=0
"$@" || status=$?
exit "$status"
