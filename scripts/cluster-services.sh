#!/usr/bin/env bash
# PostgreSQL and NATS for a server cluster on this machine: each on a free
# loopback port, with its data in DIR, started and stopped on demand. The
# cluster tests (crates/server/tests/cluster*.rs) run it; so can a person.
#
#   scripts/cluster-services.sh start DIR       # prints the two URLs; also in DIR/pg.url, DIR/nats.url
#   scripts/cluster-services.sh stop DIR
#   scripts/cluster-services.sh restart-pg DIR  # fast shutdown, then start on the same port
#   scripts/cluster-services.sh restart-nats DIR
#   scripts/cluster-services.sh stop-pg DIR     # fast shutdown only (an outage)
#   scripts/cluster-services.sh start-pg DIR    # back on the same port
#   scripts/cluster-services.sh check           # exits 0 when both are installed
#
# PG_DURABLE=1 start: PostgreSQL with fsync (its defaults) instead of the
# test settings.
#
# PostgreSQL refuses to run as root: as root, the script runs it as the
# unprivileged system user maharajah-pg (created if missing). Debian's
# packages: postgresql (15) and nats-server (scripts/install-deps.sh).
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
PG_USER=maharajah-pg

die() { echo "cluster-services: $*" >&2; exit 1; }

check() {
  [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] || return 1
  command -v nats-server >/dev/null 2>&1 || return 1
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Runs a command as the PostgreSQL user (as root), or as oneself.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi
}

pg_start() {
  local dir=$1
  as_pg "$PG_BIN/pg_ctl" -D "$dir/pg" -l "$dir/pg.log" -w -t 30 start >/dev/null
}

start() {
  local dir=$1
  check || die "PostgreSQL ($PG_BIN) or nats-server is not installed: scripts/install-deps.sh"
  mkdir -p "$dir"
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ] && ! id "$PG_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER" 2>/dev/null || id "$PG_USER" >/dev/null
  fi
  mkdir -p "$dir/pg"
  [ "$(id -u)" -eq 0 ] && chown "$PG_USER" "$dir/pg" "$dir"
  local pg_port nats_port
  pg_port=$(free_port)
  as_pg "$PG_BIN/initdb" -D "$dir/pg" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  # Loopback only, no Unix socket. Test settings by default (no fsync: the
  # tests kill the server instances, never the machine); PG_DURABLE=1 keeps
  # PostgreSQL's own durable defaults, as a deployment would.
  local durability="fsync = off
synchronous_commit = off
full_page_writes = off"
  [ "${PG_DURABLE:-0}" = 1 ] && durability="fsync = on
synchronous_commit = on
full_page_writes = on"
  cat >>"$dir/pg/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $pg_port
unix_socket_directories = ''
$durability
max_connections = 200
EOF
  pg_start "$dir" || { cat "$dir/pg.log" >&2; die "PostgreSQL did not start"; }
  nats_port=$(free_port)
  echo "$nats_port" >"$dir/nats.port"
  nats_start "$dir"
  echo "postgres://postgres@127.0.0.1:$pg_port/postgres" >"$dir/pg.url"
  echo "nats://127.0.0.1:$nats_port" >"$dir/nats.url"
  cat "$dir/pg.url" "$dir/nats.url"
}

nats_start() {
  local dir=$1 port
  port=$(cat "$dir/nats.port")
  nohup nats-server -a 127.0.0.1 -p "$port" -P "$dir/nats.pid" >>"$dir/nats.log" 2>&1 &
  for _ in $(seq 1 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
    sleep 0.05
  done
  cat "$dir/nats.log" >&2
  die "nats-server did not start"
}

nats_stop() {
  local dir=$1 pid
  [ -f "$dir/nats.pid" ] || return 0
  pid=$(cat "$dir/nats.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$dir/nats.pid"
}

stop() {
  local dir=$1
  nats_stop "$dir"
  if [ -f "$dir/pg/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$dir/pg" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
}

case "${1:-}" in
  start) start "${2:?DIR}" ;;
  stop) stop "${2:?DIR}" ;;
  restart-pg)
    as_pg "$PG_BIN/pg_ctl" -D "${2:?DIR}/pg" -m fast -w -t 30 stop >/dev/null
    pg_start "$2"
    ;;
  stop-pg) as_pg "$PG_BIN/pg_ctl" -D "${2:?DIR}/pg" -m fast -w -t 30 stop >/dev/null ;;
  start-pg) pg_start "${2:?DIR}" ;;
  restart-nats)
    nats_stop "${2:?DIR}"
    nats_start "$2"
    ;;
  check) check ;;
  *) sed -n '2,15p' "$0" >&2; exit 2 ;;
esac
