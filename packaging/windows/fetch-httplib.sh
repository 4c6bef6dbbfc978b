#!/usr/bin/env bash
# cpp-httplib for tessera-server.exe: Linux links Debian's compiled library, which has no Windows
# build; the upstream header of Debian's source (the same 0.11.4, with Debian's patches: the
# CVE-2023-26130 fix) is the whole library in header-only form, and speaks Winsock on Windows.
#
#   fetch-httplib.sh PREFIX [CACHE]
#
# puts httplib.h and its LICENSE in PREFIX/include/cpp-httplib (what engine/server/CMakeLists.txt
# reads for WIN32 builds, as TESSERA_WINDOWS_DEPS=PREFIX), from Debian's source files, checked
# against pinned sha256 sums and kept in CACHE (default: not kept). Used by the MinGW
# cross-build (mingw-deps.sh) and by the native MSVC workflow (.github/workflows/windows.yml), so
# both build the server against the same code. Needs curl, tar with xz, patch and sha256sum.
set -euo pipefail

prefix=${1:?usage: fetch-httplib.sh PREFIX [CACHE]}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
version=0.11.4+ds
sha256=8b1a5df569003b6a4f24c68489bbda5c64aec94697bdc9ebba5d79408b2ae7eb
debian=0.11.4+ds-1+deb12u1
debian_sha256=a0adf8a38610806f6d94ba69839438635e5e6580775e28ff31d6a081e34f1484

[ -f "$prefix/include/cpp-httplib/httplib.h" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=${2:-$work/cache}

fetch() {  # fetch FILE SHA256: one file of Debian's cpp-httplib source package, cached
  local file=$cache/$1
  if [ ! -f "$file" ]; then
    mkdir -p "$cache"
    curl -fsSL -o "$file.part" "$mirror/pool/main/c/cpp-httplib/$1" && mv "$file.part" "$file"
  fi
  if ! echo "$2  $file" | sha256sum -c --quiet; then
    echo "fetch-httplib: $file: wrong sha256" >&2
    exit 1
  fi
}

fetch "cpp-httplib_$version.orig.tar.xz" "$sha256"
fetch "cpp-httplib_$debian.debian.tar.xz" "$debian_sha256"
mkdir "$work/src"
tar -C "$work/src" --strip-components=1 -xJf "$cache/cpp-httplib_$version.orig.tar.xz"
tar -C "$work/src" -xJf "$cache/cpp-httplib_$debian.debian.tar.xz"
while read -r patch; do
  patch -d "$work/src" -p1 -s <"$work/src/debian/patches/$patch"
done <"$work/src/debian/patches/series"
mkdir -p "$prefix/include/cpp-httplib"
cp "$work/src/httplib.h" "$work/src/LICENSE" "$prefix/include/cpp-httplib/"
