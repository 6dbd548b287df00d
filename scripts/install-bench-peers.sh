#!/usr/bin/env bash
# Installs the Debian packages `npm run bench` needs beyond npm's: wrk, the native load generator
# of the workers rows (bench/servers/load-generators.ts). Packages already installed are skipped
# (scripts/install-debian-packages.sh).
#
#   bash scripts/install-bench-peers.sh
set -euo pipefail

exec bash "$(dirname "$0")/install-debian-packages.sh" install-bench-peers wrk
