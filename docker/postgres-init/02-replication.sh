#!/bin/bash
# Run once by the postgres image when it creates the database. Only with
# docker-compose.replica.yml, which sets ARBITRE_REPLICATION_PASSWORD on the
# primary: a role the replica streams the write-ahead log with, and the
# pg_hba line that lets it connect for replication (the image's own lines
# cover ordinary connections only). Without that variable it does nothing.
#
# On a primary whose database already exists, run the same by hand once:
#   docker compose exec db psql -U arbitre -c "CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '…'"
#   docker compose exec db bash -c 'echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"'
#   docker compose exec db psql -U arbitre -c "SELECT pg_reload_conf()"
set -euo pipefail
if [ -z "${ARBITRE_REPLICATION_PASSWORD:-}" ]; then
  exit 0
fi
psql -v ON_ERROR_STOP=1 -v password="$ARBITRE_REPLICATION_PASSWORD" \
  --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
