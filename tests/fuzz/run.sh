#!/usr/bin/env bash
# Runs every libFuzzer target of build-fuzz for a bounded time each, starting from the seed
# corpus in tests/fuzz/corpus/<name>/ (read only: new inputs go to a scratch folder).
# A crash leaves its input in build-fuzz/artifacts/ and fails the run; turn each into a
# regression test in tests/engine, tests/app or tests/server.
# usage: tests/fuzz/run.sh [SECONDS_PER_TARGET]   (default 25)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-25}
artifacts=build-fuzz/artifacts
mkdir -p "$artifacts"
status=0
for corpus in tests/fuzz/corpus/*/; do
  name=$(basename "$corpus")
  target=build-fuzz/tests/fuzz/fuzz_$name
  if [ ! -x "$target" ]; then
    echo "fuzz: $target is not built" >&2
    exit 1
  fi
  # A dictionary of the format's words, where one exists (tests/fuzz/<name>.dict).
  dict=()
  if [ -f "tests/fuzz/$name.dict" ]; then dict=(-dict="tests/fuzz/$name.dict"); fi
  scratch=$(mktemp -d)
  echo "fuzz: $name for ${seconds}s"
  # -rss_limit_mb: a file that makes a reader allocate gigabytes is a finding too.
  if ! "$target" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/${name}-" "$scratch" "$corpus" 2>"build-fuzz/$name.log"; then
    echo "fuzz: $name FAILED; the log:" >&2
    tail -n 60 "build-fuzz/$name.log" >&2
    status=1
  else
    grep -E "^stat::(number_of_executed_units|new_units_added|peak_rss_mb)" "build-fuzz/$name.log" | tr '\n' ' '
    echo
  fi
  rm -rf "$scratch"
done
exit $status
