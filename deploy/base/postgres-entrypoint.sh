#!/bin/bash
# Entrypoint of the local postgres:15 stand-in (deploy/base/bases.mjs): the official image's essentials.
# POSTGRES_USER (default postgres) becomes the superuser, with POSTGRES_PASSWORD (required unless
# POSTGRES_HOST_AUTH_METHOD=trust); POSTGRES_DB (default: the user) is created on the first start, when PGDATA is
# empty. Then postgres replaces this script, so `docker stop` (SIGINT) reaches it directly: a fast, clean shutdown.
set -Eeuo pipefail

# `docker run IMAGE -c key=value` passes server options, as with the official image.
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi

if [ "$1" != 'postgres' ]; then exec "$@"; fi

if [ "$(id -u)" = '0' ]; then
  # A fresh volume belongs to root: hand it to postgres, then run this script again as postgres.
  mkdir -p "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$BASH_SOURCE" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_USER:=postgres}"
  : "${POSTGRES_DB:=$POSTGRES_USER}"
  : "${POSTGRES_HOST_AUTH_METHOD:=scram-sha-256}"
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$POSTGRES_HOST_AUTH_METHOD" != 'trust' ]; then
    echo 'Error: the database is uninitialized and POSTGRES_PASSWORD is not set.' >&2
    echo '       Set POSTGRES_PASSWORD, or POSTGRES_HOST_AUTH_METHOD=trust to allow every connection without one.' >&2
    exit 1
  fi

  init_cluster() {
    initdb --username="$POSTGRES_USER" --auth-local=trust --auth-host="$POSTGRES_HOST_AUTH_METHOD" --encoding=UTF8 \
      -D "$PGDATA" "$@"
  }
  # The password reaches initdb through a pipe, never a file or the command line.
  if [ -n "${POSTGRES_PASSWORD:-}" ]; then init_cluster --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD"); else init_cluster; fi
  printf '\nhost all all all %s\n' "$POSTGRES_HOST_AUTH_METHOD" >> "$PGDATA/pg_hba.conf"
  printf "\nlisten_addresses = '*'\n" >> "$PGDATA/postgresql.conf"

  # A server on a private socket only: no client, and no health check (pg_isready), sees it before the database exists.
  PGHOST="$(mktemp -d)"
  export PGHOST
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=$PGHOST" -w start
  if [ "$POSTGRES_DB" != 'postgres' ]; then
    psql -v ON_ERROR_STOP=1 --username="$POSTGRES_USER" --dbname=postgres --set=db="$POSTGRES_DB" <<< 'CREATE DATABASE :"db";'
  fi
  for script in /docker-entrypoint-initdb.d/*; do
    case "$script" in
      *.sh) echo "running $script"; . "$script" ;;
      *.sql) echo "running $script"; psql -v ON_ERROR_STOP=1 --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" -f "$script" ;;
      *) ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  rm -rf "$PGHOST"
  unset PGHOST
  echo 'PostgreSQL init process complete; ready for start up.'
fi

exec "$@"
