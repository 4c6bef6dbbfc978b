#!/usr/bin/env bash
# Builds Tessera's Windows installer on Debian and proves it by installing it under wine:
#   1. Qt 6.4.2 for Windows, cross-built with MinGW-w64 from Debian's source package once per
#      machine and cached (mingw-qt.sh; about an hour on 2 cores the first time);
#   2. tessera.exe (the GUI) and the command-line tools cross-built against it, and the NSIS
#      installer made by CPack with Debian's makensis (64-bit stubs);
#   3. under wine64 with an Xvfb display: the silent install (/S) into Program Files, the installed
#      files (Qt DLLs and plugins found by file(GET_RUNTIME_DEPENDENCIES), the MinGW runtime,
#      qt.conf, the demo model, the Start-menu shortcut, the uninstall registry entry), the
#      installed tessera-cli.exe reproducing the demo model's greedy reference, tessera.exe
#      started on the demo model answering a message (a screenshot is taken), then the silent
#      uninstall, after which nothing of it is left. (tessera.exe --version is not checked here:
#      a Windows GUI program has no console to print to; Qt shows it in a message box.)
#
#   packaging/windows/cross-build-gui.sh [BUILD_DIR] [SCREENSHOT.png]
#
# Too slow for CI the first time (the Qt build), so it is run by hand; its results are recorded
# in packaging/windows/README.md. Needs: g++-mingw-w64-x86-64-posix wine64 nsis xvfb x11-apps
# netpbm tcl curl, and Debian's Qt 6.4.2 host tools (packaging/install-deps.sh).
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$source_dir/build-mingw-gui}
screenshot=${2:-$build/tessera-windows.png}
start=$SECONDS

# shellcheck source=packaging/windows/mingw-deps.sh
source "$source_dir/packaging/windows/mingw-deps.sh"
# shellcheck source=packaging/windows/mingw-qt.sh
source "$source_dir/packaging/windows/mingw-qt.sh"
ensure_engine_deps
ensure_markdown_library
ensure_windows_qt

configure_with_windows_qt "$build" \
  -DTESSERA_BUILD_APP=ON -DTESSERA_BUILD_TESTS=OFF -DTESSERA_BUILD_QT_FREE_TESTS=OFF
cmake --build "$build" -j"$(nproc)"
rm -f "$build"/tessera-*-win64.exe
(cd "$build" && cpack -G NSIS >/dev/null) || fail "cpack -G NSIS (see $build/_CPack_Packages)"
installer=$(ls "$build"/tessera-*-win64.exe)
echo "cross-build-gui: built $(basename "$installer") ($(du -m "$installer" | cut -f1) MiB) in $((SECONDS - start)) s"

# --- under wine -------------------------------------------------------------------------------
wine64=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
work=$(mktemp -d)
export WINEPREFIX=$work/wineprefix WINEDEBUG=-all LC_ALL=C.UTF-8
# A display of its own: Xvfb picks a free number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb=$!
trap '"$wineserver" -k 2>/dev/null || true; kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start"
export DISPLAY=":$(head -1 "$work/display")"
"$wine64" wineboot --init >/dev/null 2>&1 || fail "wineboot --init"
"$wineserver" -w
# Bounded: a Windows GUI program that shows a message box instead of printing would wait forever.
wine() { timeout 300 "$wine64" "$@" | tr -d '\r'; }

wine "$installer" /S
timeout 300 "$wineserver" -w
installed="$WINEPREFIX/drive_c/Program Files/Tessera"
for file in bin/tessera.exe bin/tessera-cli.exe bin/Qt6Core.dll bin/Qt6Widgets.dll bin/Qt6Sql.dll \
  bin/Qt6Network.dll bin/libstdc++-6.dll bin/libwinpthread-1.dll bin/qt.conf \
  bin/plugins/platforms/qwindows.dll bin/plugins/sqldrivers/qsqlite.dll \
  bin/plugins/tls/qschannelbackend.dll share/tessera/models/stories260K/model.safetensors \
  Uninstall.exe; do
  [ -f "$installed/$file" ] || fail "the installer did not install $file"
done
uninstall_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Tessera'
entry=$(wine reg query "$uninstall_key") || fail "no uninstall entry $uninstall_key"
grep -q 'UninstallString.*Uninstall.exe' <<<"$entry" || fail "uninstall entry without UninstallString"
menu=$(sed -n 's/^ *StartMenu *REG_SZ *//p' <<<"$entry")
shortcut="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/$menu/Tessera.lnk"
[ -n "$menu" ] && [ -f "$shortcut" ] || fail "no Start-menu shortcut ($shortcut)"
echo "cross-build-gui: installed silently into C:\\Program Files\\Tessera ($(du -sm "$installed" | cut -f1) MiB)"

version=$(sed -n 's/^project(Tessera VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
got=$(wine "$installed/bin/tessera-cli.exe" --version)
[ "$got" = "tessera-cli $version" ] || fail "installed tessera-cli.exe --version printed '$got'"
python3 -c 'import json,sys; json.dump([c["prompt"] for c in json.load(open(sys.argv[1]))["cases"]],
            open(sys.argv[2], "w"))' "$models/stories260K/reference_greedy.json" "$work/prompts.json"
wine "$installed/bin/tessera-cli.exe" generate --model "$installed/share/tessera/models/stories260K" \
  --prompts-file "$work/prompts.json" --max-tokens 200 --device cpu --json >"$work/greedy.jsonl"
python3 "$source_dir/packaging/compare_greedy.py" "$models/stories260K/reference_greedy.json" \
  "$work/greedy.jsonl" || fail "the installed tessera-cli.exe on the installed demo model"

# The installed app on the installed demo model, asked one question; its history goes to the
# wine user's AppData. It must still be running after the answer, then the screen is taken.
# Under wine the native Windows font engine draws no text in line edits and spin boxes (labels and
# text views are fine; a plain QLineEdit built with the same Qt shows the same), so the app runs
# with the qwindows platform's FreeType engine here; on Windows itself the default is right.
"$wine64" "$installed/bin/tessera.exe" -platform windows:fontengine=freetype \
  --model "$installed/share/tessera/models/stories260K" \
  --send "Once upon a time" >"$work/app.log" 2>&1 &
app=$!
sleep "${TESSERA_GUI_SECONDS:-25}"
kill -0 $app 2>/dev/null || fail "tessera.exe exited: $(cat "$work/app.log")"
mkdir -p "$(dirname "$screenshot")"
xwd -root -silent | xwdtopnm 2>/dev/null | pnmcrop -black 2>/dev/null | pnmtopng >"$screenshot"
echo "cross-build-gui: screenshot of the installed app: $screenshot"
"$wineserver" -k || true
wait $app 2>/dev/null || true

wine "$installed/Uninstall.exe" /S
timeout 300 "$wineserver" -w
sleep 2  # NSIS' uninstaller runs a copy of itself from the temp folder and returns at once
timeout 300 "$wineserver" -w
leftover=$( (find "$installed" -type f 2>/dev/null || true) | head -5)
[ -z "$leftover" ] || fail "files left after the uninstall: $leftover"
[ ! -e "$shortcut" ] || fail "the Start-menu shortcut is left after the uninstall"
! wine reg query "$uninstall_key" >/dev/null 2>&1 || fail "the uninstall entry is left"
echo "cross-build-gui: uninstalled silently, nothing left (total $((SECONDS - start)) s)"
