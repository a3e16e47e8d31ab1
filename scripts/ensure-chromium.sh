#!/usr/bin/env bash
# Makes sure the Chromium the Playwright specs use exists. Playwright cannot download its own
# browsers here, so the specs run in Debian's `chromium` package.
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then exit 0; fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no executable is there." >&2
  exit 1
fi

if [[ -x /usr/bin/chromium ]]; then exit 0; fi

if [[ "$(id -u)" -eq 0 ]]; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium
  if [[ -x /usr/bin/chromium ]]; then exit 0; fi
  echo "apt-get finished, but /usr/bin/chromium is still missing." >&2
  exit 1
fi

cat >&2 <<'MSG'
The end-to-end tests need Chromium at /usr/bin/chromium, and it is not installed.
Install Debian's package as root, then run the tests again:

  sudo apt-get update && sudo apt-get install -y chromium

Or point the tests at another Chromium build:

  CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
