# A throw-away Postgres server for the service's test suite (the DATABASE_URL path of apps/api).
# Installs Debian's postgresql when it is missing, starts a fresh cluster on a free local port
# with trust authentication on 127.0.0.1 only, exports DATABASE_URL, and stops it on exit.

start_test_postgres() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ]; then
    echo "› PostgreSQL is missing: installing Debian's postgresql"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  fi
  PG_TEST_DIR="$(mktemp -d /tmp/vivasalud-pg.XXXXXX)"
  PG_TEST_PORT="${PG_TEST_PORT:-54329}"
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$PG_TEST_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -U vivasalud --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
    -o "-p $PG_TEST_PORT -k $PG_TEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  PG_TEST_STOP=("${as[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -m fast stop)
  trap 'stop_test_postgres' EXIT
  export DATABASE_URL="postgres://vivasalud@127.0.0.1:$PG_TEST_PORT/postgres"
  echo "› Postgres $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_TEST_PORT"
}

stop_test_postgres() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  "${PG_TEST_STOP[@]}" >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=""
}
