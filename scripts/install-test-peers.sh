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
# Packages already installed are skipped: when all are there it changes nothing and needs no root
# (scripts/install-debian-packages.sh).
set -euo pipefail

exec bash "$(dirname "$0")/install-debian-packages.sh" install-test-peers \
  python3-zeep python3-xmlsec xmlsec1 libwss4j-java libxml-security-java default-jdk-headless \
  mono-devel mono-fastcgi-server4 nginx-light libmono-system-web-services4.0-cil chromium
