#!/usr/bin/env bash
# Installs the Debian packages the test suite's independent peers run on: Python's zeep (with
# python3-xmlsec for WS-Security), xmlsec1, Apache WSS4J 1.6 and a JDK to compile its test program
# (WS-Security signatures), Chromium (the browser the browser consumer app runs in, driven by
# playwright-core), and Mono with nginx, which host a real ASP.NET ASMX service
# (test/support/asmx-peer.ts). Only `npm test`
# needs them; installing and generating (`npm ci && npm run generate`) does not.
#
#   bash scripts/install-test-peers.sh
#
# Packages already installed are skipped: when all are there it changes nothing and needs no root.
# Otherwise it runs `apt-get update`, then `apt-get install -y --no-install-recommends` with the
# missing ones, as root: directly when run as root, else through sudo when sudo is installed.
set -euo pipefail

DEBIAN_PACKAGES=(python3-zeep python3-xmlsec xmlsec1 libwss4j-java libxml-security-java default-jdk-headless mono-devel mono-fastcgi-server4 nginx-light libmono-system-web-services4.0-cil chromium)

say() { echo "install-test-peers: $*" >&2; }

if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  say "this script needs Debian's dpkg and apt-get; install these packages (or your system's equivalents) yourself: ${DEBIAN_PACKAGES[*]}"
  exit 1
fi

missing=()
for pkg in "${DEBIAN_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
  say "all installed: ${DEBIAN_PACKAGES[*]}"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    say "missing Debian packages: ${missing[*]}"
    say "installing them needs root, and sudo is not installed: run this script as root, or apt-get install them yourself"
    exit 1
  fi
  say "missing Debian packages: ${missing[*]}; installing them needs root, so apt-get runs through sudo"
  as_root=(sudo)
fi

${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get update
${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
