#!/usr/bin/env bash
# The scale suite (issue #34): a throw-away Postgres for its service (another port than the
# service's test pass), then the suite, which starts Redis, the service, two portal instances and
# nginx (Debian's redis-server and nginx; scripts/test installs them). `run.sh measure [seconds]
# [connections]`: issue #34's measurements instead (scale/measure.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
source ../scripts/lib/postgres.sh
PG_TEST_PORT=54339 start_test_postgres
export SCALE_DATABASE_URL="$DATABASE_URL"
unset DATABASE_URL
if [ "${1-}" = measure ]; then
  shift
  node scale/measure.ts "$@"
else
  playwright test -c scale.config.ts "$@"
fi
