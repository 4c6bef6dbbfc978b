#!/usr/bin/env bash
# Installs Tessera's packages in a clean Debian 12 and uses them, as a user would (run as root).
#
#   packaging/test-install.sh [BUILD_DIR]     (default: build-package, made with the `package' preset)
#
# 1. builds the .deb and the portable tarball, and checks the .deb with lintian;
# 2. `debootstrap --variant=minbase bookworm` into a temporary root (kept as a tarball under
#    $TESSERA_TEST_CACHE between runs on one machine, with apt's downloaded packages);
# 3. inside it: apt-get install ./tessera_*.deb; tessera/tessera-cli --version and --help; the greedy
#    reference texts from the installed demo model; the app offscreen with the model and with
#    --lang ja; apt-get purge --autoremove, after which /usr must be as it was before;
# 4. in the same root, now without Qt: the portable tarball's tessera-cli (greedy reference) and app.
# Each phase prints its time.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$source_dir/build-package}
cache=${TESSERA_TEST_CACHE:-/var/cache/tessera-test-install}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
reference=$source_dir/tests/data/models/stories260K/reference_greedy.json
here=$(cd "$(dirname "$0")" && pwd)

phase_start=$SECONDS
phase() {
  echo "test-install: $1 done in $((SECONDS - phase_start)) s"
  phase_start=$SECONDS
}
fail() {
  echo "test-install: FAILED: $*" >&2
  exit 1
}
[ "$(id -u)" = 0 ] || fail "run as root (debootstrap and chroot)"
[ -f "$reference" ] || fail "$reference is missing (TESSERA_MODELS_DIR)"

# --- 1. packages ------------------------------------------------------------------------------
if [ "$build" = "$source_dir/build-package" ]; then
  (cd "$source_dir" && cmake --preset package >/dev/null && cmake --build --preset package)
fi
(cd "$build" && rm -f tessera_*.deb && cpack -G DEB >/dev/null)
cmake --build "$build" --target portable >/dev/null
deb=$(ls "$build"/tessera_*.deb)
tarball=$(ls "$build"/tessera-*-linux-*.tar.gz)
version=$(dpkg-deb -f "$deb" Version)
bash "$here/lintian-check.sh" "$deb"
phase "packages and lintian"

# --- 2. a clean Debian 12 -------------------------------------------------------------------
work=$(mktemp -d /tmp/tessera-install.XXXXXX)
root=$work/root
mkdir -p "$root" "$cache/archives/partial"
cleanup() {
  for m in var/cache/apt/archives dev/pts dev proc; do
    mountpoint -q "$root/$m" && umount -l "$root/$m"
  done
  # Never remove through a mount that is still there (it would reach the host's files).
  if grep -q " $root" /proc/mounts; then
    echo "test-install: $root is still mounted; left in place" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT
if [ -f "$cache/bookworm-minbase.tar" ]; then
  tar -C "$root" -xf "$cache/bookworm-minbase.tar"
  echo "test-install: root from the cache $cache/bookworm-minbase.tar"
else
  debootstrap --variant=minbase --cache-dir="$cache/archives" bookworm "$root" "$mirror" >/dev/null
  tar -C "$root" -cf "$cache/bookworm-minbase.tar.part" . && mv "$cache/bookworm-minbase.tar"{.part,}
fi
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount --bind "$cache/archives" "$root/var/cache/apt/archives"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# No services are started inside the root (as in any chroot build).
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod +x "$root/usr/sbin/policy-rc.d"
in_root() {
  chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}
in_root apt-get update -qq
usr_before=$work/usr-before.txt
in_root find /usr | sort >"$usr_before"
phase "bootstrap"

# --- 3. the .deb ------------------------------------------------------------------------------
cp "$deb" "$root/tmp/"
in_root apt-get install -y -qq "/tmp/$(basename "$deb")" >"$work/apt-install.log" ||
  { cat "$work/apt-install.log"; fail "apt-get install of $(basename "$deb")"; }
phase "apt-get install"

expect_output() {  # expect_output EXPECTED COMMAND...
  local expected=$1 got
  shift
  got=$(in_root "$@") || fail "'$*' exited with $?"
  [ "$got" = "$expected" ] || fail "'$*' printed '$got', expected '$expected'"
}
# Every installed command answers --version and --help.
expect_output "tessera $version" tessera --version
expect_output "tessera-cli $version" tessera-cli --version
expect_output "tessera-server $version" tessera-server --version
in_root tessera-server --help | grep -q -- "--api-key" || fail "tessera-server --help"
in_root tessera --help | grep -q -- "--model" || fail "tessera --help does not list --model"
in_root tessera-cli --help | grep -q -- "--prompts-file" || fail "tessera-cli --help"
for page in tessera tessera-cli tessera-server; do
  [ -f "$root/usr/share/man/man1/$page.1.gz" ] || fail "no man page for $page"
done
# The developer tools are installed, but not on the user's PATH.
if in_root sh -c 'command -v tessera-bench || command -v tessera-make-model'; then
  fail "developer tools are on the PATH"
fi
expect_output "tessera-bench $version" /usr/lib/tessera/tessera-bench --version
expect_output "tessera-make-model $version" /usr/lib/tessera/tessera-make-model --version
[ -n "$(ls "$root"/usr/share/fonts/opentype/noto/NotoSansCJK* 2>/dev/null)" ] ||
  fail "fonts-noto-cjk (Recommends) is not installed"

# The greedy reference texts of the demo model, generated by the installed tessera-cli.
check_greedy() {  # check_greedy TESSERA_CLI MODEL_DIR (paths inside the root)
  python3 -c 'import json,sys; json.dump([c["prompt"] for c in json.load(open(sys.argv[1]))["cases"]],
              open(sys.argv[2], "w"))' "$reference" "$root/tmp/prompts.json"
  in_root "$1" generate --model "$2" --prompts-file /tmp/prompts.json --max-tokens 200 \
    --device cpu --json >"$work/greedy.jsonl" || fail "$1 generate exited with $?"
  python3 "$here/compare_greedy.py" "$reference" "$work/greedy.jsonl" || fail "$1: greedy output"
}
check_greedy tessera-cli /usr/share/tessera/models/stories260K

# The app, offscreen, for a few seconds: it must still be running, and it must have opened the
# model (the folder lands in its recent-models setting) and created its history database.
check_app() {  # check_app TESSERA [ARGS...]
  local log=$work/app.log
  rm -rf "$root/root/.config/Tessera" "$root/root/.local/share/Tessera"
  set +e
  in_root env QT_QPA_PLATFORM=offscreen timeout 8 "$@" >"$log" 2>&1
  local status=$?
  set -e
  [ $status = 124 ] || { cat "$log"; fail "'$*' exited with $status before 8 s"; }
  ! grep -E "Could not (load|find) the Qt platform plugin|no translation for language|driver not \
loaded" "$log" || fail "'$*' complained"
  grep -rqs "stories260K" "$root/root/.config/Tessera" || fail "'$*' did not open the model"
  [ -n "$(find "$root/root/.local/share/Tessera" -name '*.sqlite' 2>/dev/null)" ] ||
    fail "'$*' created no history database"
}
check_app tessera --model /usr/share/tessera/models/stories260K --device cpu
check_app tessera --lang ja --model /usr/share/tessera/models/stories260K --device cpu
phase "installed commands"

# Purging leaves nothing of Tessera under /usr: every path that was not there before belongs to
# a package that is still installed (apt keeps ca-certificates and openssl, which apt itself
# recommends, when autoremoving what tessera pulled in).
in_root apt-get purge -y -qq --autoremove tessera >/dev/null
! in_root dpkg-query -W tessera >/dev/null 2>&1 || fail "tessera is still known to dpkg"
in_root find /usr | sort >"$work/usr-after.txt"
cat "$root"/var/lib/dpkg/info/*.list | sort -u >"$work/owned.txt"
# /usr/local/share/ca-certificates is made by the postinst of ca-certificates, still installed.
if in_root dpkg-query -W ca-certificates >/dev/null 2>&1; then
  echo /usr/local/share/ca-certificates >>"$work/owned.txt"
  sort -u -o "$work/owned.txt" "$work/owned.txt"
fi
comm -13 "$usr_before" "$work/usr-after.txt" | comm -23 - "$work/owned.txt" >"$work/left.txt"
[ ! -s "$work/left.txt" ] || { cat "$work/left.txt"; fail "apt-get purge left files under /usr"; }
! grep -i tessera "$work/usr-after.txt" || fail "apt-get purge left Tessera's files under /usr"
phase "apt-get purge"

# --- 4. the portable tarball, in the same root without Qt ----------------------------------
! in_root sh -c "dpkg-query -W -f '\${Package} \${Status}\n' 'libqt6*' 2>/dev/null |
  grep -q ' installed'" || fail "Qt is still installed in the root"
# The tarball leaves the GL driver libraries to the system.
in_root apt-get install -y -qq --no-install-recommends libgl1 libegl1 libopengl0 >/dev/null
tar -C "$root/opt" -xzf "$tarball"
portable=/opt/$(basename "$tarball" .tar.gz)
expect_output "tessera $version" "$portable/bin/tessera" --version
expect_output "tessera-cli $version" "$portable/bin/tessera-cli" --version
expect_output "tessera-server $version" "$portable/bin/tessera-server" --version
check_greedy "$portable/bin/tessera-cli" "$portable/share/tessera/models/stories260K"
check_app "$portable/bin/tessera" --model "$portable/share/tessera/models/stories260K" --device cpu
check_app "$portable/bin/tessera" --lang ja --model "$portable/share/tessera/models/stories260K"
phase "portable tarball"
echo "test-install: all checks passed (total $SECONDS s)"
