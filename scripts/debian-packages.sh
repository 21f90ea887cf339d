#!/usr/bin/env bash
# Installs the Debian packages a test needs, only when something is missing: the one recipe behind
# `npm run test:e2e` (scripts/e2e.mjs: Chromium, the headless shell, Xvfb for the headed tab-switch
# test), `npm run test:wordpress` (e2e/wordpress/run.sh) and CI (.ci/run).
#
#   scripts/debian-packages.sh PROBE=PACKAGE[,PACKAGE…] …
#
# PROBE is a command name (looked up on PATH) or an absolute path; when any probe is missing, every
# package named by the missing probes is installed in one `apt-get install` (as root, or through
# `sudo -n` when that works without a password). Nothing happens when every probe is present.
set -euo pipefail
missing=()
for arg in "$@"; do
  [[ $arg == *=* ]] || { echo "debian-packages.sh: expected PROBE=PACKAGE, got '$arg'" >&2; exit 2; }
  probe=${arg%%=*}
  packages=${arg#*=}
  if [[ $probe == /* ]]; then [ -e "$probe" ] && continue; else command -v "$probe" >/dev/null 2>&1 && continue; fi
  IFS=, read -r -a list <<<"$packages"
  missing+=("${list[@]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then as_root=(); elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root=(sudo -n); else
  echo "Missing Debian packages: ${missing[*]}. Install them as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} (missing; once per machine)…"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
