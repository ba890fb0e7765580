#!/usr/bin/env bash
# Proves that clients generated from the OpenAPI spec work: openapi-typescript (+ openapi-fetch) and
# openapi-python-client each generate without a single warning, the interview scripts type-check strictly against
# what they generated (tsc --strict, mypy --strict), then run a whole interview against a live server.
#
# Usage: run.sh [SPEC [URL [KEY]]]   SPEC defaults to ../../openapi/openapi.json (from this file);
#        URL and KEY (a club key) default to $ARBITRE_URL and $ARBITRE_KEY. PART=typescript|python runs one side.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
spec="$(realpath "${1:-$here/../../openapi/openapi.json}")"
export ARBITRE_URL="${2:-${ARBITRE_URL:?give the server URL as argument 2 or ARBITRE_URL}}"
export ARBITRE_KEY="${3:-${ARBITRE_KEY:?give a club key as argument 3 or ARBITRE_KEY}}"

# Both sides run even when the first fails; the script fails if either does.
if [[ -z "${PART:-}" ]]; then
  status=0
  PART=typescript "$0" "$spec" || status=1
  PART=python "$0" "$spec" || status=1
  [[ $status == 0 ]] && echo "clients: both generated clients passed" || echo "clients: FAILED (see above)" >&2
  exit "$status"
fi

# Runs a generator, keeping its output in LOG; fails if the output matches PATTERN (a warning or an error).
generate() {
  local log=$1 pattern=$2
  shift 2
  "$@" 2>&1 | tee "$log"
  if grep -Eiq "$pattern" "$log"; then
    echo "FAIL: the generator reported problems with $spec (above, and in $log)" >&2
    return 1
  fi
}

case "$PART" in
typescript)
  echo "== TypeScript client: openapi-typescript + openapi-fetch, tsc --strict"
  cd "$here/typescript"
  npm ci --no-audit --no-fund --loglevel=error
  rm -rf build schema.d.ts
  generate generate.log '⚠|✘|error|warn' npx openapi-typescript "$spec" --output schema.d.ts --redocly redocly.yaml
  npx tsc --project tsconfig.json --strict
  node build/interview.js
  ;;
python)
  echo "== Python client: openapi-python-client, mypy --strict"
  cd "$here/python"
  [[ -x .venv/bin/python ]] || python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check -r requirements.txt
  export PATH="$here/python/.venv/bin:$PATH" PYTHONPATH="$here/python/generated" MYPYPATH="$here/python/generated"
  generate generate.log 'warning|error' openapi-python-client generate --path "$spec" --config config.yml \
    --meta none --output-path generated/arbitre_client --overwrite
  mypy --strict --follow-imports=silent --cache-dir generated/.mypy_cache interview.py
  python interview.py
  ;;
*)
  echo "PART must be typescript or python, not $PART" >&2
  exit 2
  ;;
esac
