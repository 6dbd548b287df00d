#!/usr/bin/env bash
# Installs the Debian packages named after the label (the calling script's name, for messages):
# those already installed are skipped, so when all are there it changes nothing and needs no root.
# Otherwise it runs `apt-get update`, then `apt-get install -y --no-install-recommends` with the
# missing ones, as root: directly when run as root, else through sudo when sudo is installed.
#
#   bash scripts/install-debian-packages.sh <label> <package>...
set -euo pipefail

LABEL=$1
shift
DEBIAN_PACKAGES=("$@")

say() { echo "$LABEL: $*" >&2; }

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
