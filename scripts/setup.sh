#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine: the Debian packages the test
# suite's independent peers run on (Python's zeep), then the npm dependencies from the lock file.
# Needs root for apt-get (CI runs as root); without root, install python3-zeep yourself first.
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES=(python3-zeep mono-devel mono-fastcgi-server4 nginx-light libmono-system-web-services4.0-cil)

missing=()
for pkg in "${DEBIAN_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: missing Debian packages: ${missing[*]} (run as root, or apt-get install them)" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi

npm ci --no-audit --no-fund
