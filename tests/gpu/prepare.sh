#!/usr/bin/env bash
# Run here (Debian 12, network to the Debian mirror) before a GPU check: puts into DIR everything
# tests/gpu/check.sh needs on a bare GPU machine that has only the CUDA toolkit, CMake, ninja, a
# C++ compiler and Python, and no network: the Debian packages of the build's dependencies as
# .deb files (SentencePiece, PCRE2, utf8proc, nlohmann-json, Qt Core and Test with moc, and the
# libraries these need at run time), unpacked there by check.sh, and the test models. About 21 MiB.
# Usage: tests/gpu/prepare.sh DIR    (then: tests/gpu/check.sh OUTDIR with TESSERA_GPU_DEPS=DIR,
#        or DIR = .gpu-deps in the repository root, where check.sh looks by default)
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
DIR=$(mkdir -p "$1" && cd "$1" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
MODELS="${TESSERA_MODELS_DIR:-$ROOT/../shared/models}"

# The build's dependencies (headers, CMake files, moc) and every library they load that a
# CUDA image may lack; check.sh uses a library only where the system has none of that soname.
PACKAGES=(
  libsentencepiece-dev libsentencepiece0
  libpcre2-dev libpcre2-8-0 libutf8proc-dev libutf8proc2
  nlohmann-json3-dev
  qt6-base-dev qt6-base-dev-tools qmake6 qmake6-bin libqt6core6 libqt6test6
  libicu72 libdouble-conversion3 libb2-1 libpcre2-16-0 libglib2.0-0 libgomp1 libzstd1
)

rm -rf "$DIR/debs" "$DIR/models"
mkdir -p "$DIR/debs" "$DIR/models"
# apt warns that root downloads unsandboxed; that line is noise here.
(cd "$DIR/debs" && apt-get download "${PACKAGES[@]}" 2>&1 >/dev/null | grep -v "unsandboxed" >&2 || true)
got=$(find "$DIR/debs" -name '*.deb' | wc -l)
if [ "$got" -ne "${#PACKAGES[@]}" ]; then
  echo "prepare: downloaded $got of ${#PACKAGES[@]} packages (${PACKAGES[*]})" >&2
  exit 1
fi

for model in stories260K tokenizers; do
  if [ ! -d "$MODELS/$model" ]; then
    echo "prepare: $MODELS/$model is missing (set TESSERA_MODELS_DIR)" >&2
    exit 1
  fi
  cp -r "$MODELS/$model" "$DIR/models/"
  chmod -R u+w "$DIR/models/$model"
done

size=$(du -sm "$DIR" | cut -f1)
echo "prepare: $DIR holds ${#PACKAGES[@]} Debian packages and the test models, $size MiB"
if [ "$size" -ge 40 ]; then
  echo "prepare: $DIR is $size MiB, over the 40 MiB that may travel to the GPU machine" >&2
  exit 1
fi
