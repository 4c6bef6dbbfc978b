#!/usr/bin/env bash
# GPU check for a machine with an NVIDIA GPU: builds the CUDA backend for sm_90, runs the kernel
# and end-to-end tests, the engine's batch-invariance test on CUDA (when present) and the GPU
# benchmark (when built), then prints a summary table. Full logs go to OUTDIR.
# Usage: tests/gpu/check.sh OUTDIR     (about 5-8 minutes on one H100/H200)
# Environment: TESSERA_MODELS_DIR (default ../shared/models), CUDA_ARCH (default 90), JOBS.
set -uo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 OUTDIR" >&2
  exit 2
fi
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD="$ROOT/build-gpu"
MODELS="${TESSERA_MODELS_DIR:-$ROOT/../shared/models}"
ARCH="${CUDA_ARCH:-90}"
JOBS="${JOBS:-$(nproc)}"
SUMMARY=()

# run NAME TIMEOUT_SECONDS COMMAND...: logs to OUT/NAME.log and records status and time.
run() {
  local name=$1 limit=$2
  shift 2
  local start=$SECONDS status
  echo "== $name: $*" | tee -a "$OUT/commands.log"
  if timeout "$limit" "$@" > "$OUT/$name.log" 2>&1; then
    status=ok
  else
    local rc=$?
    status="FAILED (rc $rc)"
    [ "$rc" -eq 124 ] && status="TIMEOUT (${limit}s)"
  fi
  SUMMARY+=("$(printf '%-22s %-18s %5ss  %s' "$name" "$status" $((SECONDS - start)) "$name.log")")
  [ "$status" = ok ]
}

{
  date -u
  nvidia-smi || echo "nvidia-smi failed"
  /usr/local/cuda/bin/nvcc --version || nvcc --version
} > "$OUT/machine.log" 2>&1

[ -d "$MODELS/stories260K" ] || echo "warning: $MODELS/stories260K is missing; model tests will fail" >&2

built=no
if run configure 120 cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DTESSERA_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES="$ARCH" -DTESSERA_BUILD_APP=OFF \
    -DTESSERA_BUILD_TESTS=ON -DTESSERA_MODELS_DIR="$MODELS"; then
  run build 300 cmake --build "$BUILD" -j "$JOBS" && built=yes
fi

if [ "$built" = yes ]; then
  run kernel-tests 180 ctest --test-dir "$BUILD" -L kernels --output-on-failure -V
  # Only when the test honours TESSERA_TEST_DEVICE; otherwise it would just rerun on the CPU.
  if grep -qs TESSERA_TEST_DEVICE "$ROOT"/tests/engine/batch_invariance*.cpp; then
    run batch-invariance 180 env TESSERA_TEST_DEVICE=cuda \
      ctest --test-dir "$BUILD" -R batch_invariance --output-on-failure -V
  else
    SUMMARY+=("$(printf '%-22s %-18s' batch-invariance 'no cuda variant')")
  fi
  BENCH="$BUILD/engine/tessera-bench"
  if [ -x "$BENCH" ]; then
    run bench-stories260K 90 "$BENCH" --scenario throughput --model "$MODELS/stories260K" \
      --device cuda --requests 256
    run bench-tinyllama-decode 150 "$BENCH" --scenario decode --synthetic tinyllama-1.1b \
      --device cuda --batches 1,32,256 --tokenizer "$MODELS/tokenizers/llama2/tokenizer.model"
    # 256 requests, lengths uniform in [100, 1024], against transformers' generate() on the
    # same random-weight folder (the bench writes it to the temp folder).
    run bench-tinyllama-throughput 240 "$BENCH" --scenario throughput --synthetic tinyllama-1.1b \
      --device cuda --workload uniform --policy continuous --requests 256 --json \
      --tokenizer "$MODELS/tokenizers/llama2/tokenizer.model"
    TINY="${TMPDIR:-/tmp}/tessera-bench-tinyllama-1.1b-bf16-2048"
    if python3 -c "import torch, transformers" 2>/dev/null && [ -d "$TINY" ]; then
      run hf-baseline 300 python3 "$ROOT/tests/gpu/hf_baseline.py" --model "$TINY" --requests 256
      ours=$(grep -o '"output_tokens_per_s":[0-9.e+]*' "$OUT/bench-tinyllama-throughput.log" | head -1 | cut -d: -f2)
      theirs=$(grep -o '"output_tokens_per_s": [0-9.e+]*' "$OUT/hf-baseline.log" | head -1 | cut -d' ' -f2)
      if [ -n "$ours" ] && [ -n "$theirs" ]; then
        SUMMARY+=("$(python3 -c "print(f'throughput vs HF: {$ours:.0f} / {$theirs:.0f} tok/s = {$ours/$theirs:.1f}x (target >= 10x)')")")
      fi
    else
      SUMMARY+=("$(printf '%-22s %-18s' hf-baseline 'torch/transformers missing')")
    fi
  else
    SUMMARY+=("$(printf '%-22s %-18s' bench 'not built')")
  fi
fi

# Kernel test verdicts, one line per test function, for the table below.
if [ -f "$OUT/kernel-tests.log" ]; then
  # ctest -V prefixes each line with the test number ("5: PASS   : ...").
  grep -E "(PASS|FAIL!|SKIP) +: |Totals:" "$OUT/kernel-tests.log" > "$OUT/kernel-verdicts.log" || true
fi

echo
echo "Tessera GPU check ($(date -u +%H:%M:%SZ)), logs in $OUT"
printf '%-22s %-18s %6s  %s\n' step status time log
printf '%s\n' "${SUMMARY[@]}"
if [ -f "$OUT/kernel-verdicts.log" ]; then
  echo "kernel test functions: $(grep -cE 'PASS +: ' "$OUT/kernel-verdicts.log") passed," \
       "$(grep -cE 'FAIL! +: ' "$OUT/kernel-verdicts.log") failed," \
       "$(grep -cE 'SKIP +: ' "$OUT/kernel-verdicts.log") skipped"
  grep -E 'FAIL! +: ' "$OUT/kernel-verdicts.log" | head -20
fi
# Tests skip rather than fail without a usable device (e.g. a driver older than the CUDA 13
# runtime needs); on this machine that is a failed check.
no_gpu=$(grep -ohE "no usable CUDA device: .*" "$OUT/kernel-tests.log" 2>/dev/null | sort -u | head -1)
if [ -n "$no_gpu" ]; then
  echo "GPU NOT USED: $no_gpu"
  exit 1
fi
printf '%s\n' "${SUMMARY[@]}" | grep -qE "FAILED|TIMEOUT" && exit 1
exit 0
