#!/usr/bin/env bash
# `npm test`: every check, in order, failing fast. Needs nothing installed by hand: Debian's
# Chromium is installed here if missing; the end-to-end tests start and stop their own server.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "==> Installing Debian's Chromium for the browser tests"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

step() { echo; echo "==> $1"; }

# The build comes first: it checks the copy and the price file, then type-checks the whole
# project (next build), so a broken locale file or a type error stops everything at once.
step "Build: locale and price checks, type check, export"; npm run --silent build
step "ESLint";                  npm run --silent lint
step "Unit and component tests"; npm run --silent test:unit
step "End-to-end tests (Chromium)"; npm run --silent test:e2e
