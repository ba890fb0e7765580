#!/bin/bash
# Run once by the postgres image when it creates the primary's database,
# with docker-compose.replica.yml only: a role the replica streams the
# write-ahead log with, and the pg_hba line that lets it connect for
# replication (the image's own lines cover ordinary connections only).
# Change the password for a real deployment, in docker-compose.replica.yml too.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD 'replicator';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
