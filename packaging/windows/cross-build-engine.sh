#!/usr/bin/env bash
# Cross-builds Tessera's engine, command-line tools and Qt-free engine checks for Windows with
# MinGW-w64 on Debian, and runs them under wine64 (run by .ci/run):
#   - tessera-cli.exe / tessera-bench.exe / tessera-make-model.exe --version and --help;
#   - tessera-cli.exe generate on the reference prompts: the greedy reference, token for token;
#   - the same from a copy of the model in a folder named with Japanese characters, given on
#     the command line (the UTF-8 argument and wide file API paths);
#   - engine_paths_check.exe: the engine API on the ASCII and the Japanese folder;
#   - tessera-soak.exe, briefly: random requests, aborts and knob changes keep the KV block
#     accounting whole;
#   - tessera-server.exe (cpp-httplib over Winsock): started on stories260K, asked from here over
#     HTTP for /health, /v1/models and greedy completions of reference prompts (the reference
#     text), then stopped with Ctrl+C (wine turns SIGINT into the console event).
# The Qt parts (the app, the Qt Test suites) are not built: Qt for Windows is not a Debian
# package (see packaging/windows/README.md).
#
#   packaging/windows/cross-build-engine.sh [BUILD_DIR]     (default: build-mingw)
#
# SentencePiece for Windows is built once from Debian's source of the version Tessera uses on
# Linux (0.1.97) and kept, with nlohmann-json's headers, under $TESSERA_MINGW_CACHE.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$source_dir/build-mingw}
start=$SECONDS

# shellcheck source=packaging/windows/mingw-deps.sh
source "$source_dir/packaging/windows/mingw-deps.sh"
ensure_engine_deps

PKG_CONFIG_LIBDIR=$deps/lib/pkgconfig cmake -S "$source_dir" -B "$build" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
  -DTESSERA_BUILD_APP=OFF -DTESSERA_BUILD_TESTS=OFF -DTESSERA_BUILD_QT_FREE_TESTS=ON \
  -DTESSERA_CUDA=OFF -DTESSERA_BUILD_SERVER=ON -DTESSERA_WERROR=ON -DTESSERA_WINDOWS_DEPS="$deps" \
  -Dnlohmann_json_DIR="$deps/share/cmake/nlohmann_json" \
  >/dev/null
cmake --build "$build" -j2 --target tessera-cli tessera-bench tessera-make-model tessera-soak \
  tessera-server engine_paths_check
echo "cross-build-engine: built in $((SECONDS - start)) s"

# --- under wine -------------------------------------------------------------------------------
# Debian 12's wine64 package puts the loader in /usr/lib/wine, not on PATH. No display is
# needed (console programs only), so none is used even where one is set.
wine64=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$wine64" ] || fail "wine64 not found (Debian package wine64)"
export WINEPREFIX=${WINEPREFIX:-$cache/wineprefix} WINEDEBUG=-all DISPLAY= LC_ALL=C.UTF-8
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  "$wine64" wineboot --init >/dev/null 2>&1 || fail "wineboot --init in $WINEPREFIX"
  "$(command -v wineserver || echo /usr/lib/wine/wineserver)" -w
fi
wine() { "$wine64" "$@" | tr -d '\r'; }
version=$(sed -n 's/^project(Tessera VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
for tool in tessera-cli tessera-bench tessera-make-model tessera-server; do
  got=$(wine "$build/engine/$tool.exe" --version)
  [ "$got" = "$tool $version" ] || fail "$tool.exe --version printed '$got'"
  # Read whole before grep: grep -q stopping early would break the pipe (pipefail).
  got=$(wine "$build/engine/$tool.exe" --help)
  grep -q "usage: $tool" <<<"$got" || fail "$tool.exe --help printed '$got'"
done

reference=$models/stories260K/reference_greedy.json
stories=$build/test-models/stories260K  # the demo model with its reference (tests/test_models.cmake)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c 'import json,sys; json.dump([c["prompt"] for c in json.load(open(sys.argv[1]))["cases"]],
            open(sys.argv[2], "w"))' "$reference" "$work/prompts.json"
japanese="$work/モデル 試験/stories260K"
mkdir -p "$japanese"
cp "$stories"/* "$japanese/"
for model in "$stories" "$japanese"; do
  wine "$build/engine/tessera-cli.exe" generate --model "$model" --prompts-file "$work/prompts.json" \
    --max-tokens 200 --device cpu --json >"$work/greedy.jsonl"
  python3 "$source_dir/packaging/compare_greedy.py" "$reference" "$work/greedy.jsonl" ||
    fail "tessera-cli.exe on $model"
done
wine "$build/tests/windows/engine_paths_check.exe" "$stories" | tee "$work/check.log"
grep -q '^PASS .*モデル 試験' "$work/check.log" && ! grep -q '^FAIL' "$work/check.log" ||
  fail "engine_paths_check.exe"
# A short soak (half of tests/engine/soak_test.cpp's): block accounting whole at every step, every
# request finished, the working set flat.
wine "$build/engine/tessera-soak.exe" --model "$stories" --requests 200 --seed 7 \
  --kv-blocks 48 --json >"$work/soak.json"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))
if not (r["ok"] and r["finished"] == r["requests"] == 200 and r["aborted"] > 0):
    sys.exit("soak report: %s" % r)
print("tessera-soak.exe: %d requests (%d aborted) in %d steps, block accounting whole, "
      "working set %.1f-%.1f MiB" % (r["requests"], r["aborted"], r["steps"],
                                     min(r["rss_mib"]), max(r["rss_mib"])))' "$work/soak.json" ||
  fail "tessera-soak.exe"
# The API server: any free port, announced on stderr.
"$wine64" "$build/engine/tessera-server.exe" --model "$stories" --port 0 \
  2>"$work/server.log" &
server=$!
python3 - "$work/server.log" "$reference" <<'PY' || { kill "$server" 2>/dev/null; fail "tessera-server.exe"; }
import json, re, sys, time, urllib.request
log_path, reference = sys.argv[1], sys.argv[2]
deadline = time.time() + 120
url = None
while time.time() < deadline:
    found = re.search(r"listening on (http://[0-9.]+:[0-9]+)", open(log_path, errors="replace").read())
    if found:
        url = found.group(1)
        try:
            if urllib.request.urlopen(url + "/health", timeout=5).status == 200:
                break
        except OSError:
            pass
    time.sleep(0.5)
else:
    sys.exit("tessera-server.exe did not become ready: " + open(log_path, errors="replace").read())
def post(path, body):
    request = urllib.request.Request(url + path, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request, timeout=120))
models = json.load(urllib.request.urlopen(url + "/v1/models", timeout=10))
assert models["data"][0]["id"] == "stories260K", models
cases = [c for c in json.load(open(reference))["cases"] if c["prompt"]][:3]
for case in cases:
    got = post("/v1/completions", {"model": "stories260K", "prompt": case["prompt"],
                                   "max_tokens": len(case["output_ids"]), "temperature": 0})
    text = got["choices"][0]["text"]
    if text.strip() != case["text"].strip():
        sys.exit("prompt %r: %r is not the reference %r" % (case["prompt"], text[:60], case["text"][:60]))
print("tessera-server.exe at %s: /health, /v1/models and %d greedy completions as the reference"
      % (url, len(cases)))
PY
kill -INT "$server"
for _ in $(seq 60); do kill -0 "$server" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$server" 2>/dev/null; then
  kill -KILL "$server"
  fail "tessera-server.exe did not stop on Ctrl+C: $(tail -3 "$work/server.log")"
fi
grep -q "tessera-server: stopped" "$work/server.log" || fail "tessera-server.exe: $(tail -3 "$work/server.log")"
echo "tessera-server.exe: stopped on Ctrl+C"
echo "cross-build-engine: all Windows checks passed under wine (total $((SECONDS - start)) s)"
