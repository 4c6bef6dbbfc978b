#!/usr/bin/env bash
# GPU check for a machine with an NVIDIA GPU: builds the CUDA module for sm_90 with only the
# targets the check needs (no app, no Qt beyond Core and Test), runs the kernel and end-to-end
# tests, the engine's batch-invariance test on CUDA and the GPU benchmark, then prints a summary
# table. Full logs go to OUTDIR.
# Usage: tests/gpu/check.sh OUTDIR     (about 5-8 minutes on one H100/H200)
# Environment: TESSERA_MODELS_DIR (default ../shared/models, else DEPS/models), CUDA_ARCH
# (default 90), JOBS, BUILD_TIMEOUT (seconds, default 300), CHECK_TARGETS (build only these),
# TESSERA_GPU_DEPS (default .gpu-deps: the folder tests/gpu/prepare.sh filled; its Debian
# packages are used when the system lacks SentencePiece, nlohmann-json or Qt Core/Test),
# CHECK_SKIP (step names not to run, e.g. "hf-baseline" on a rerun after a fix: the baseline
# alone takes about 3.5 minutes on an H200).
# Dry run of the build without a GPU: a Debian 12 minbase chroot with only cmake, ninja and g++
# and /usr/local/cuda bind-mounted configures, builds and runs the GPU-free tests from .gpu-deps.
set -uo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 OUTDIR" >&2
  exit 2
fi
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD="$ROOT/build-gpu"
DEPS="${TESSERA_GPU_DEPS:-$ROOT/.gpu-deps}"
MODELS="${TESSERA_MODELS_DIR:-$ROOT/../shared/models}"
if [ -z "${TESSERA_MODELS_DIR:-}" ] && [ ! -d "$MODELS/stories260K" ] && [ -d "$DEPS/models" ]; then
  MODELS=$(cd "$DEPS/models" && pwd)
fi
ARCH="${CUDA_ARCH:-90}"
JOBS="${JOBS:-$(nproc)}"
SUMMARY=()
PREFIX_ARGS=()

# has_build_deps: whether the system has the headers and CMake packages the build needs.
has_build_deps() {
  [ -f /usr/include/sentencepiece_processor.h ] && [ -d /usr/include/nlohmann ] &&
    [ -f /usr/include/pcre2.h ] && [ -f /usr/include/utf8proc.h ] &&
    ls /usr/lib/*/cmake/Qt6Test/Qt6TestConfig.cmake >/dev/null 2>&1
}

# unpack_deb DEB DIR: dpkg-deb -x, or binutils' ar where dpkg is missing (non-Debian images).
unpack_deb() {
  if command -v dpkg-deb >/dev/null; then
    dpkg-deb -x "$1" "$2"
    return
  fi
  local tmp
  tmp=$(mktemp -d) && (cd "$tmp" && ar x "$1") && tar -xf "$tmp"/data.tar.* -C "$2"
  local rc=$?
  rm -rf "$tmp"
  return $rc
}

# use_prepared_deps: unpacks DEPS/debs into build-gpu-deps/ and points CMake at it; the libraries
# go on LD_LIBRARY_PATH only where the system has none of that soname.
use_prepared_deps() {
  local prefix="$ROOT/build-gpu-deps" deb lib name
  rm -rf "$prefix" && mkdir -p "$prefix/fallback"
  for deb in "$DEPS"/debs/*.deb; do unpack_deb "$deb" "$prefix" || return 1; done
  for lib in "$prefix"/usr/lib/x86_64-linux-gnu/*.so.* "$prefix"/lib/x86_64-linux-gnu/*.so.*; do
    name=$(basename "$lib")
    [[ -e "$lib" && "$name" =~ \.so\.[0-9]+$ ]] || continue  # sonames only (libfoo.so.6)
    if ! ldconfig -p 2>/dev/null | grep -q " $name " &&
       ! ls /lib/x86_64-linux-gnu/"$name" /usr/lib/x86_64-linux-gnu/"$name" /usr/lib64/"$name" \
         >/dev/null 2>&1; then
      ln -sf "$lib" "$prefix/fallback/$name"
    fi
  done
  export LD_LIBRARY_PATH="$prefix/fallback${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  PREFIX_ARGS=(-DCMAKE_PREFIX_PATH="$prefix/usr")
  echo "using the prepared packages of $DEPS (unpacked in $prefix)"
}

# run NAME TIMEOUT_SECONDS COMMAND...: logs to OUT/NAME.log and records status and time.
run() {
  local name=$1 limit=$2
  shift 2
  if [[ " ${CHECK_SKIP:-} " == *" $name "* ]]; then
    SUMMARY+=("$(printf '%-22s %-18s' "$name" 'skipped (CHECK_SKIP)')")
    return 1
  fi
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

if ! has_build_deps; then
  if [ -d "$DEPS/debs" ]; then
    use_prepared_deps >> "$OUT/machine.log" 2>&1 || echo "warning: unpacking $DEPS failed" >&2
  else
    echo "warning: no SentencePiece/nlohmann-json/Qt here and no $DEPS (run tests/gpu/prepare.sh)" >&2
  fi
fi

# Only what the check runs: the module, the bench, the kernel tests and two engine tests.
TARGETS=(tessera-cuda tessera-bench engine_batch_invariance_test engine_backend_selection_test)
for test_source in "$ROOT"/tests/kernels/*.cpp; do
  TARGETS+=("kernels_$(basename "$test_source" .cpp)")
done
# CHECK_TARGETS narrows that, for a dry run of the build on a machine without a GPU.
if [ -n "${CHECK_TARGETS:-}" ]; then read -r -a TARGETS <<< "$CHECK_TARGETS"; fi

built=no
if run configure 120 cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DTESSERA_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES="$ARCH" -DTESSERA_BUILD_APP=OFF -DTESSERA_BUILD_SERVER=OFF \
    -DTESSERA_BUILD_TESTS=ON -DTESSERA_MODELS_DIR="$MODELS" "${PREFIX_ARGS[@]}"; then
  run build "${BUILD_TIMEOUT:-300}" cmake --build "$BUILD" -j "$JOBS" --target "${TARGETS[@]}" && built=yes
fi

if [ "$built" = yes ]; then
  run kernel-tests 180 ctest --test-dir "$BUILD" -L kernels --output-on-failure -V
  run backend-selection 60 ctest --test-dir "$BUILD" -R backend_selection --output-on-failure -V
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
      theirs=$(grep -so '"output_tokens_per_s": [0-9.e+]*' "$OUT/hf-baseline.log" | head -1 | cut -d' ' -f2)
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
