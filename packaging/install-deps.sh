#!/usr/bin/env bash
# Installs the Debian 12 packages Tessera builds and tests with (run as root or through sudo).
set -euo pipefail
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  build-essential cmake ninja-build pkg-config git file dpkg-dev \
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 \
  libqt6sql6-sqlite libqt6svg6 libgl1-mesa-dev patchelf libsentencepiece-dev libpcre2-dev libutf8proc-dev nlohmann-json3-dev libsqlite3-dev libcpp-httplib-dev libmd4c-dev libmd4c-html0-dev \
  python3 python3-venv python3-prometheus-client openssl \
  fonts-noto-cjk >/dev/null
