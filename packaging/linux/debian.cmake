# The Debian package (CPack DEB): control fields, copyright, changelog. lintian checks the result
# (packaging/lintian-check.sh, run by ctest as packaging/lintian).
set(TESSERA_PACKAGE_MAINTAINER "Tessera developers <tessera@users.noreply.github.com>" CACHE STRING
    "Maintainer field of the packages: Name <address>")

set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${TESSERA_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/tessera/tessera")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Plugins Qt loads at run time (not seen by shlibdeps): SQLite history, the SVG icon.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6")
# CJK fonts for the ja/zh_CN/ko interface, certificates for model downloads, Qt's own strings.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, ca-certificates, qt6-translations-l10n")
# The extended description; CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY above it as the synopsis
# and indents it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Tessera is a desktop chat application with its own inference engine inside
the process. Several chat tabs talk to one local Hugging Face Llama-family
model at the same time: the engine serves them together with continuous
batching over a paged KV cache (chunked prefill, prefix caching), on the CPU
or, with the optional CUDA module, on an NVIDIA GPU. A dashboard shows step
by step which requests were batched and which KV blocks each one owns.
Chats are kept in an SQLite history. The interface is available in English,
Japanese, Simplified Chinese and Korean.

This package contains the application, the tessera-cli command-line
generator, tessera-server (an OpenAI-compatible HTTP API server) and a 1 MB
demo model (stories260K from llama2.c, MIT).")

# /usr/share/doc/tessera: copyright (machine-readable) and the changelog, gzip -9n.
set(TESSERA_CHANGELOG ${CMAKE_CURRENT_SOURCE_DIR}/debian/changelog)
file(STRINGS ${TESSERA_CHANGELOG} TESSERA_CHANGELOG_TOP LIMIT_COUNT 1)
if(NOT TESSERA_CHANGELOG_TOP MATCHES "^tessera \\(${PROJECT_VERSION}\\) ")
  message(FATAL_ERROR "${TESSERA_CHANGELOG}: the first entry is '${TESSERA_CHANGELOG_TOP}', "
                      "expected version ${PROJECT_VERSION} (project() in CMakeLists.txt)")
endif()
# A native package (no Debian revision) keeps its changelog as changelog.gz.
add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
                   COMMAND ${GZIP_EXECUTABLE} -9nc ${TESSERA_CHANGELOG} >
                           ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
                   DEPENDS ${TESSERA_CHANGELOG})
add_custom_target(debian_changelog ALL DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
install(FILES ${CMAKE_CURRENT_SOURCE_DIR}/debian/copyright ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
        DESTINATION share/doc/tessera)
