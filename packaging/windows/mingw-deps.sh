# Sourced by the Windows cross-build scripts (cross-build-engine.sh, cross-build-gui.sh): the
# Windows builds of Tessera's engine dependencies, SentencePiece, PCRE2 and utf8proc (from
# Debian's sources of the versions Tessera uses on Linux: 0.1.97, 10.42, 2.8.0) and
# nlohmann-json's headers, kept under $cache.
# Expects source_dir and start; sets cache, models (the repository's demo model and its greedy
# reference, tests/test_models.cmake), toolchain and deps, and defines fail().
cache=${TESSERA_MINGW_CACHE:-/var/cache/tessera-mingw}
models=$source_dir/tests/data/models  # reference_greedy.json; the model is resources/models'
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
toolchain=$source_dir/packaging/windows/mingw-w64-x86_64.cmake
sp_version=0.1.97
sp_sha256=56430381f45dc6debfd2e0cbde4f039f9499c49ca825af184b0cbf318c17a18f
sp_debian=0.1.97-3
sp_debian_sha256=6aaa1a376752f204107e4fcb816115c4eb401dfc9ce50aa6b245e9b2ee5a63ee
# tokenizer.json's regular expressions and Unicode normalization (static libraries).
pcre2_version=10.42
pcre2_sha256=c33b418e3b936ee3153de2c61cc638e7e4fe3156022a5c77d0711bcbb9d64f1f
utf8proc_version=2.8.0
utf8proc_sha256=a0a60a79fe6f6d54e7d411facbfcc867a6e198608f2cd992490e46f04b1bcecc
# The app's Markdown renderer (static, with its CMake package: md4c::md4c-html), for the GUI.
md4c_version=0.4.8
md4c_sha256=4a457df853425b6bb6e3457aa1d1a13bccec587a04c38c622b1013a0da41439f
deps=$cache/deps-$sp_version  # SentencePiece, PCRE2, utf8proc, nlohmann-json, cpp-httplib (MinGW)

fail() {
  echo "$(basename "$0" .sh): FAILED: $*" >&2
  exit 1
}

fetch_source() {  # fetch_source POOL_DIR FILE SHA256: a file of a Debian source package, cached
  local file=$cache/$2
  if [ ! -f "$file" ]; then
    mkdir -p "$cache"
    curl -fsSL -o "$file.part" "$mirror/pool/main/$1/$2" && mv "$file.part" "$file"
  fi
  echo "$3  $file" | sha256sum -c --quiet || fail "$file: wrong sha256"
}

# Unpacks and configures SentencePiece's source in $1 (a temp folder), ready to build a target.
configure_sentencepiece() {
  local work=$1 patch
  fetch_source s/sentencepiece "sentencepiece_$sp_version.orig.tar.gz" "$sp_sha256"
  fetch_source s/sentencepiece "sentencepiece_$sp_debian.debian.tar.xz" "$sp_debian_sha256"
  tar -C "$work" -xzf "$cache/sentencepiece_$sp_version.orig.tar.gz"
  tar -C "$work/sentencepiece-$sp_version" -xJf "$cache/sentencepiece_$sp_debian.debian.tar.xz"
  # Debian's patches, as in the Linux build (std::string_view in the API), except the one that
  # drops the static library: the Windows executables link it statically.
  while read -r patch; do
    [ "$patch" = disable-static-library.patch ] && continue
    patch -d "$work/sentencepiece-$sp_version" -p1 -s <"$work/sentencepiece-$sp_version/debian/patches/$patch"
  done <"$work/sentencepiece-$sp_version/debian/patches/series"
  cmake -S "$work/sentencepiece-$sp_version" -B "$work/build" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
    -DSPM_ENABLE_SHARED=OFF -DSPM_ENABLE_TCMALLOC=OFF -DCMAKE_INSTALL_PREFIX="$deps" >/dev/null
}

build_sentencepiece() {
  local work
  work=$(mktemp -d)
  configure_sentencepiece "$work"
  # Only the library: the engine does not train (the Qt Test suites do: ensure_trainer).
  cmake --build "$work/build" --target sentencepiece-static -j2 >/dev/null
  rm -rf "$deps"
  mkdir -p "$deps/lib/pkgconfig" "$deps/include" "$deps/share/cmake"
  cp "$work/build/src/libsentencepiece.a" "$deps/lib/"
  cp "$work/sentencepiece-$sp_version/src/sentencepiece_processor.h" "$deps/include/"
  # What SentencePiece's own sentencepiece.pc says, for the one static library built here
  # (it holds the bundled protobuf-lite).
  printf '%s\n' "prefix=$deps" 'libdir=${prefix}/lib' 'includedir=${prefix}/include' '' \
    'Name: sentencepiece' 'Description: Unsupervised text tokenizer and detokenizer' \
    "Version: $sp_version" 'Libs: -L${libdir} -lsentencepiece' 'Cflags: -I${includedir}' \
    >"$deps/lib/pkgconfig/sentencepiece.pc"
  # nlohmann-json is header-only: Debian's headers and CMake package, relocated beside it.
  cp -r /usr/include/nlohmann "$deps/include/"
  cp -r /usr/share/cmake/nlohmann_json "$deps/share/cmake/"
  rm -rf "$work"
  touch "$deps/complete"  # last: a run cut short in the middle builds it again
}

# PCRE2's 8-bit library with its JIT, and utf8proc, both static, into $deps (which
# build_sentencepiece makes).
build_unicode_libraries() {
  local work
  work=$(mktemp -d)
  fetch_source p/pcre2 "pcre2_$pcre2_version.orig.tar.gz" "$pcre2_sha256"
  fetch_source u/utf8proc "utf8proc_$utf8proc_version.orig.tar.gz" "$utf8proc_sha256"
  tar -C "$work" -xzf "$cache/pcre2_$pcre2_version.orig.tar.gz"
  tar -C "$work" -xzf "$cache/utf8proc_$utf8proc_version.orig.tar.gz"
  cmake -S "$work/pcre2-$pcre2_version" -B "$work/pcre2" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
    -DBUILD_STATIC_LIBS=ON -DPCRE2_SUPPORT_JIT=ON -DPCRE2_SUPPORT_UNICODE=ON \
    -DPCRE2_BUILD_PCRE2GREP=OFF -DPCRE2_BUILD_TESTS=OFF >/dev/null
  cmake --build "$work/pcre2" --target pcre2-8-static -j2 >/dev/null
  cp "$work/pcre2/libpcre2-8.a" "$deps/lib/"
  cp "$work/pcre2/pcre2.h" "$deps/include/"
  cmake -S "$work/utf8proc-$utf8proc_version" -B "$work/utf8proc" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
    >/dev/null
  cmake --build "$work/utf8proc" --target utf8proc -j2 >/dev/null
  cp "$work/utf8proc/libutf8proc.a" "$deps/lib/"
  cp "$work/utf8proc-$utf8proc_version/utf8proc.h" "$deps/include/"
  rm -rf "$work"
  touch "$deps/complete-unicode"  # last, as build_sentencepiece's mark
}

ensure_engine_deps() {
  if [ ! -f "$deps/complete" ]; then
    build_sentencepiece
    echo "$(basename "$0"): SentencePiece $sp_version for Windows built in $((SECONDS - start)) s"
  fi
  if [ ! -f "$deps/complete-unicode" ]; then
    build_unicode_libraries
    echo "$(basename "$0"): PCRE2 $pcre2_version and utf8proc $utf8proc_version for Windows built" \
      "in $((SECONDS - start)) s"
  fi
  ensure_httplib
}

# md4c for tessera.exe's answers (app/markdown), built static from Debian's source into $deps,
# where find_package(md4c CONFIG) finds it through the toolchain's root path.
ensure_markdown_library() {
  local work
  [ -f "$deps/lib/cmake/md4c/md4cConfig.cmake" ] && return
  work=$(mktemp -d)
  fetch_source m/md4c "md4c_$md4c_version.orig.tar.gz" "$md4c_sha256"
  tar -C "$work" -xzf "$cache/md4c_$md4c_version.orig.tar.gz"
  cmake -S "$work/md4c-release-$md4c_version" -B "$work/build" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
    -DCMAKE_INSTALL_PREFIX="$deps" -DCMAKE_INSTALL_LIBDIR=lib >/dev/null
  cmake --build "$work/build" -j2 >/dev/null  # the libraries and md2html.exe, which install wants
  cmake --install "$work/build" >/dev/null
  rm -rf "$work"
}

# cpp-httplib for tessera-server.exe: the header of Debian's source (fetch-httplib.sh).
ensure_httplib() {
  bash "$source_dir/packaging/windows/fetch-httplib.sh" "$deps" "$cache" || fail "cpp-httplib"
}

# SentencePiece's trainer, which the engine's Qt Test suites use to make small vocabularies
# (cross-test-engine.sh); the engine and the tools do not link it.
ensure_trainer() {
  local work
  [ -f "$deps/lib/libsentencepiece_train.a" ] && return
  work=$(mktemp -d)
  configure_sentencepiece "$work"
  cmake --build "$work/build" --target sentencepiece_train-static -j2 >/dev/null
  cp "$work/build/src/libsentencepiece_train.a" "$deps/lib/"
  cp "$work/sentencepiece-$sp_version/src/sentencepiece_trainer.h" "$deps/include/"
  rm -rf "$work"
  echo "$(basename "$0"): SentencePiece's trainer for Windows built in $((SECONDS - start)) s"
}
