#!/usr/bin/env bash
# Checks a Tessera .deb with Debian's lintian: any error or warning fails (exit 1).
# usage: packaging/lintian-check.sh tessera_<version>_<arch>.deb
set -euo pipefail
deb=${1:?usage: lintian-check.sh PACKAGE.deb}
# --fail-on error,warning: informational and pedantic tags are shown, not failed on.
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb"
echo "lintian: $deb has no errors or warnings"
