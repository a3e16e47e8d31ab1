#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run src/server/store
# The cluster lives in a temp dir, listens on a free loopback port (and a unix socket in the
# same dir), trusts local connections and is stopped and deleted when the command ends, however
# it ends. The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/seatdesk_test
# and its exit code is passed through. It also sees TEST_PG_CTL, a script running this cluster's
# pg_ctl as its owner on its data directory (`"$TEST_PG_CTL" restart -m fast -w`), so a test can
# take the database away and bring it back.
#
# Tests do not need durability, so the cluster runs with fsync and synchronous_commit off; set
# WITH_POSTGRES_DURABLE=1 to keep PostgreSQL's defaults (for benchmarks).
# Missing PostgreSQL: as root with apt-get, Debian's `postgresql` package is installed; otherwise
# the script says how to install it and fails.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

find_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
    echo "$dir"
  elif command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v pg_ctl)"
  fi
}

bindir=$(find_bindir)
if [ -z "$bindir" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "with-postgres: PostgreSQL not found; installing Debian's postgresql package" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends postgresql >&2
    bindir=$(find_bindir)
  fi
  if [ -z "$bindir" ]; then
    echo "with-postgres: PostgreSQL server binaries (initdb, pg_ctl) not found." >&2
    echo "  Debian/Ubuntu: sudo apt-get install postgresql   (or run this script as root)" >&2
    echo "  elsewhere: install PostgreSQL 13 or newer and put initdb and pg_ctl on PATH" >&2
    exit 1
  fi
fi

# As root, the server must run as an ordinary user: Debian's package creates `postgres`.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  echo "with-postgres: running as root needs a 'postgres' user to own the cluster" >&2
  exit 1
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/seatdesk-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$dir"
data="$dir/data"
log="$dir/server.log"

cleanup() {
  if [ -f "$data/postmaster.pid" ]; then
    as_owner "$bindir/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$bindir/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
  >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}

settings=(-c listen_addresses=127.0.0.1 -c max_connections=300 -k "$dir")
if [ "${WITH_POSTGRES_DURABLE:-0}" != 1 ]; then
  settings+=(-c fsync=off -c synchronous_commit=off -c full_page_writes=off)
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Another process may take the port between choosing and binding it: try a few.
started=
for _ in 1 2 3; do
  port=$(free_port)
  if as_owner "$bindir/pg_ctl" -D "$data" -l "$log" -w -t 60 \
    -o "-p $port $(printf '%q ' "${settings[@]}")" start >/dev/null 2>&1; then
    started=1
    break
  fi
done
if [ -z "$started" ]; then
  echo "with-postgres: the PostgreSQL server did not start; its log:" >&2
  cat "$log" >&2 || true
  exit 1
fi

"$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c 'CREATE DATABASE seatdesk_test' >&2

# The cluster's own pg_ctl, for tests that stop, start or restart it (with the same options).
options="-p $port $(printf '%q ' "${settings[@]}")"
{
  echo '#!/usr/bin/env bash'
  if [ "$(id -u)" = 0 ]; then
    printf 'exec runuser -u postgres -- %q -D %q -l %q -o %q "$@"\n' "$bindir/pg_ctl" "$data" "$log" "$options"
  else
    printf 'exec %q -D %q -l %q -o %q "$@"\n' "$bindir/pg_ctl" "$data" "$log" "$options"
  fi
} >"$dir/pg_ctl.sh"
chmod 755 "$dir/pg_ctl.sh"
export TEST_PG_CTL="$dir/pg_ctl.sh"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/seatdesk_test"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

# The command runs in the background so that a TERM or INT sent to this script is handled at
# once (bash delays traps until a foreground child ends): it is passed on to the command, and the
# cluster is removed once the command has ended.
set +e
"$@" &
child=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT
wait "$child"
status=$?
while kill -0 "$child" 2>/dev/null; do
  wait "$child"
  status=$?
done
exit "$status"
