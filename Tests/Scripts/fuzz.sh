#!/usr/bin/env bash
# Long fuzz runs of `frolic render` (the mutations and the contract of
# Tests/FrolicCLITests/FuzzTests.swift), against the release binary.
#
#   Tests/Scripts/fuzz.sh [CASES [SEED]]     default: 2000 cases, seed 1
#
# Environment: FROLIC_FUZZ_BINARY (default .build/release/frolic, built if
# missing), FROLIC_FUZZ_TIME_LIMIT (seconds before a case gets SIGTERM,
# default 60), FROLIC_FUZZ_KEEP (where reproducers go, default a new
# /tmp/frolic-fuzz.XXXXXX). Prints the count of each outcome; each case that
# broke the contract is kept as KEEP/<outcome>/case-N.json (the scene),
# case-N.args (options, one a line, after `render scene.json`) and case-N.txt
# (mutations, exit status, stderr). Exits non-zero when any case broke it.
set -euo pipefail
cd "$(dirname "$0")/../.."
cases="${1:-2000}"
seed="${2:-1}"
binary="${FROLIC_FUZZ_BINARY:-$PWD/.build/release/frolic}"
if [ ! -x "$binary" ]; then swift build -c release --product frolic >/dev/null; fi
keep="${FROLIC_FUZZ_KEEP:-$(mktemp -d /tmp/frolic-fuzz.XXXXXX)}"
mkdir -p "$keep"

set +e
FROLIC_FUZZ_CASES="$cases" FROLIC_FUZZ_SEED="$seed" FROLIC_FUZZ_BINARY="$binary" \
FROLIC_FUZZ_TIME_LIMIT="${FROLIC_FUZZ_TIME_LIMIT:-60}" FROLIC_FUZZ_KEEP="$keep" \
  swift test --filter FuzzTests >"$keep/swift-test.log" 2>&1
status=$?
set -e

grep -h '^fuzz: ' "$keep/swift-test.log" || { echo "fuzz.sh: no summary; see $keep/swift-test.log"; exit 2; }
for dir in "$keep"/*/; do
  [ -d "$dir" ] && echo "  $(basename "$dir"): $(ls "$dir" | grep -c '\.json$') reproducers in $dir"
done
echo "log: $keep/swift-test.log"
exit "$status"
