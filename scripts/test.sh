#!/usr/bin/env bash
# `npm test`: every check, in order, failing fast. Needs nothing installed by hand: Debian's
# Chromium, PostgreSQL and nginx are installed here if missing, and the production Node from the
# npm registry when the machine's is older (scripts/production-node.ts: the unit and end-to-end
# tests run on it, so the server is tested on the runtime it ships with); the tests start and stop their
# own servers (the site's, a throwaway PostgreSQL: tests/support/postgres.ts, and nginx:
# tests/support/nginx.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
apt_install() {
  echo "==> Installing Debian's $1 for the tests"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$1" >/dev/null
}

chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] || apt_install chromium

# The HTML check runs the Nu HTML checker (npm's vnu-jar), a Java program.
command -v java >/dev/null 2>&1 || apt_install default-jre-headless

# The API tests run on SQLite and on PostgreSQL: they need the server binaries (initdb, postgres).
if ! { command -v initdb && command -v postgres; } >/dev/null 2>&1 &&
  ! compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null; then
  apt_install postgresql
fi

# The browser tests also serve the export with nginx, as a deployment does. The package may
# start Debian's own service on port 80: the tests never use it, so it is stopped and disabled.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  apt_install nginx
  if [ -d /run/systemd/system ]; then
    $sudo_cmd systemctl disable --now nginx >/dev/null 2>&1 || true
  else
    { $sudo_cmd service nginx stop; $sudo_cmd update-rc.d nginx disable; } >/dev/null 2>&1 || true
  fi
fi

step() { echo; echo "==> $1"; }

# The build comes first: it checks the copy and the content files, then type-checks the whole
# project (next build), so a broken locale file or a type error stops everything at once.
# First an export whose forms call an API on another origin (NEXT_PUBLIC_API_ORIGIN, the port
# the end-to-end tests start that API on), kept as out-api-origin/ for tests/e2e/api-origin.spec.ts;
# then the default export in out/, which everything else tests.
step "Build with the API on another origin"
api_origin_port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
NEXT_PUBLIC_API_ORIGIN="http://127.0.0.1:$api_origin_port" npm run --silent build
rm -rf out-api-origin && mv out out-api-origin
echo "http://127.0.0.1:$api_origin_port" > out-api-origin/.api-origin
step "Build: locale and content checks, type check, export"; npm run --silent build
step "HTML: the Nu checker on every exported page"; npm run --silent check:html
step "ESLint";                  npm run --silent lint
step "Unit and component tests"; npm run --silent test:unit
step "End-to-end tests (Chromium)"; npm run --silent test:e2e
