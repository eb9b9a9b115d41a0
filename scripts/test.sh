#!/usr/bin/env bash
# `npm test`: every check, failing fast, then where the time went (docs/development.md, "The
# suite"). Debian's packages and the production Node are installed when missing; the tests start
# and stop their own servers.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=test-reports
rm -rf "$reports"
mkdir -p "$reports"
# A job still running beside a failed phase is stopped with it.
trap 'kill $(jobs -p) 2>/dev/null || true; node --import tsx scripts/test-timings.ts "$reports" || true' EXIT

step() { echo; echo "==> $1"; }
# Seconds since $1 (an $EPOCHREALTIME), to a tenth.
since() { awk -v start="$1" -v now="$EPOCHREALTIME" 'BEGIN { printf "%.1f", now - start }'; }
record() { printf '%s\t%s\n' "$1" "$2" >>"$reports/phases.tsv"; }
# `phase NAME command…`: runs it under a heading and records its seconds; a failure stops the run.
phase() {
  local name=$1 start=$EPOCHREALTIME
  shift
  step "$name"
  "$@"
  record "$name" "$(since "$start")"
}

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
apt_install() {
  echo "Installing Debian's $1 for the tests"
  $sudo_cmd apt-get update -qq
  # Another checkout's run may be installing too: wait for its lock rather than fail.
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq -o DPkg::Lock::Timeout=600 "$1" >/dev/null
}

install_checks() {
  local chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
  [ -x "$chromium_path" ] || apt_install chromium
  # Most browser tests run the same build without the desktop browser around it (decision 0039).
  [ -x "${CHROME_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || apt_install chromium-headless-shell

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

  # The production Node, fetched now rather than by the first test runner.
  echo "Node for the server and the tests: $(node --import tsx scripts/production-node.ts --version)"
}

# The API origin the copy's forms call: a free port, where playwright.config.ts starts the API.
api_origin_copy() {
  local port
  port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
  npm run --silent api-origin -- "http://127.0.0.1:$port" --to out-api-origin
}

# `in_background NAME LOG command…`: runs it with its output in LOG, records its seconds, and
# leaves its exit status in LOG.status.
in_background() {
  local name=$1 log=$2 start=$EPOCHREALTIME status=0
  shift 2
  "$@" >"$log" 2>&1 || status=$?
  record "($name)" "$(since "$start")"
  echo "$status" >"$log.status"
}

# Jobs that run beside a phase, their output kept until `report_beside` prints it: ESLint and the
# unit tests that need no export beside the build (which leaves most of a core idle: its type
# check and page generation run on one), the HTML check and the API-elsewhere copy beside the
# tests that read the export.
beside_jobs=()
beside() {
  local key=$1 title=$2
  shift 2
  in_background "$title" "$reports/$key.log" "$@" &
  beside_jobs+=("$key|$title|$!")
}
report_beside() {
  local failed=0 job key title pid
  for job in "${beside_jobs[@]}"; do
    IFS="|" read -r key title pid <<<"$job"
    wait "$pid" || true
    step "$title (ran beside)"
    cat "$reports/$key.log"
    [ "$(cat "$reports/$key.log.status")" = 0 ] || failed=1
  done
  return "$failed"
}

# The Vitest files that read out/: they wait for the build; the others run beside it.
export_tests=(tests/unit/export.test.ts tests/unit/refused-posts.test.ts)

export_tests_and_checks() {
  beside html "HTML check: the Nu checker on every exported page" npm run --silent check:html
  beside api-origin "the export pointed at an API on another origin (out-api-origin/)" api_origin_copy
  local status=0 start=$EPOCHREALTIME
  npm run --silent test:unit -- --outputFile.json=test-reports/vitest-export.json \
    "${export_tests[@]}" || status=$?
  record "(tests that read the export)" "$(since "$start")"
  report_beside && [ "$status" = 0 ]
}

phase "Install checks: Chromium, Java, PostgreSQL, nginx, Node 24" install_checks
# The build comes first: it checks the copy and the content files, then type-checks the whole
# project (next build), so a broken locale file or a type error stops everything at once.
beside lint "ESLint" npm run --silent lint
beside unit "Unit and component tests that need no export" \
  npm run --silent test:unit -- $(printf -- "--exclude %s " "${export_tests[@]}")
phase "Build: locale and content checks, type check, export; beside it ESLint and unit tests" \
  npm run --silent build
phase "Tests of the export; beside them the HTML check, the API elsewhere" \
  export_tests_and_checks
phase "End-to-end tests (Chromium; the project's server, nginx, the API elsewhere, the preview)" \
  npm run --silent test:e2e
