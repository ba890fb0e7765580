#!/usr/bin/env bash
# Fuzzes every target for a while (30 s each by default), each from a seed
# corpus made of the project's own fixtures. Needs a nightly toolchain and
# cargo-fuzz (`cargo install cargo-fuzz`). Usage: bash fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
root=..
mkdir -p corpus/pbn corpus/lin corpus/json_record corpus/tarot_record corpus/adjustment_notation corpus/evaluate
cp "$root"/tests/corpus/pbn/*.pbn "$root"/crates/rules/tests/fixtures/*.pbn corpus/pbn/ 2>/dev/null || true
cp "$root"/tests/corpus/lin/*.lin "$root"/crates/rules/tests/fixtures/*.lin corpus/lin/ 2>/dev/null || true
cp "$root"/crates/rules/tests/fixtures/tarot_*.json corpus/tarot_record/ 2>/dev/null || true
# The data cases' requests: incidents for evaluate, their JSON records for json_record.
for case in "$root"/crates/rules/tests/cases/*.json; do
  case "$case" in *.decision.json) continue ;; esac
  name=$(basename "$case" .json)
  jq -c '.request | del(.ruleset, .context)' "$case" > "corpus/evaluate/$name" 2>/dev/null || true
  jq -ce '.request.record.json // empty' "$case" > "corpus/json_record/$name" 2>/dev/null || rm -f "corpus/json_record/$name"
done
for notation in 'A60/40' 'W60*4S=;40*4S-1' '4S=' 'NS:6S=!470|EW:6S=' '3NTS=-1'; do
  printf '%s' "$notation" > "corpus/adjustment_notation/$(echo "$notation" | md5sum | cut -c1-8)"
done
for target in pbn lin json_record tarot_record adjustment_notation evaluate; do
  echo "== fuzz $target (${seconds}s)"
  cargo +nightly fuzz run "$target" "corpus/$target" -- -max_total_time="$seconds" -max_len=65536
done
