#!/usr/bin/env bash
# Runs every libFuzzer target of build-fuzz for a bounded time each, starting from the seed
# corpus in tests/fuzz/corpus/<name>/ (read only: new inputs go to a scratch folder).
# A crash leaves its input in build-fuzz/artifacts/ and fails the run; turn each into a
# regression test in tests/engine, tests/app or tests/server.
# usage: tests/fuzz/run.sh [SECONDS_PER_TARGET]   (default 25; TESSERA_FUZZ_JOBS targets at once, 2)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-25}
artifacts=build-fuzz/artifacts
mkdir -p "$artifacts"
# Two targets at a time, each on its own core for its whole time (the machines have two): the
# same fuzzing as one after the other, in half the wall time (issue 47).
jobs=${TESSERA_FUZZ_JOBS:-2}
results=$(mktemp -d)
fuzz_one() {  # fuzz_one NAME CORPUS: fuzzes one target; its report goes to $results/NAME
  local name=$1 corpus=$2 target=build-fuzz/tests/fuzz/fuzz_$1 scratch
  # A dictionary of the format's words, where one exists (tests/fuzz/<name>.dict).
  local dict=()
  if [ -f "tests/fuzz/$name.dict" ]; then dict=(-dict="tests/fuzz/$name.dict"); fi
  scratch=$(mktemp -d)
  # -rss_limit_mb: a file that makes a reader allocate gigabytes is a finding too.
  if ! "$target" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/${name}-" "$scratch" "$corpus" 2>"build-fuzz/$name.log"; then
    { echo "fuzz: $name FAILED; the log:"; tail -n 60 "build-fuzz/$name.log"; } >"$results/$name.failed"
  else
    { echo -n "fuzz: $name for ${seconds}s: "
      grep -E "^stat::(number_of_executed_units|new_units_added|peak_rss_mb)" "build-fuzz/$name.log" | tr '\n' ' '
      echo; } >"$results/$name.passed"
  fi
  rm -rf "$scratch"
}
for corpus in tests/fuzz/corpus/*/; do
  name=$(basename "$corpus")
  if [ ! -x "build-fuzz/tests/fuzz/fuzz_$name" ]; then
    echo "fuzz: build-fuzz/tests/fuzz/fuzz_$name is not built" >&2
    exit 1
  fi
done
for corpus in tests/fuzz/corpus/*/; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  fuzz_one "$(basename "$corpus")" "$corpus" &
done
wait
status=0
for corpus in tests/fuzz/corpus/*/; do
  name=$(basename "$corpus")
  if [ -f "$results/$name.passed" ]; then
    cat "$results/$name.passed"
  else
    cat "$results/$name.failed" >&2 2>/dev/null || echo "fuzz: $name gave no report" >&2
    status=1
  fi
done
rm -rf "$results"
exit $status
