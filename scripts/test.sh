#!/usr/bin/env bash
# Runs every test of Lense on a fresh machine: sets up Node 22, pnpm, the dependencies and Debian's
# chromium when missing, then lint, types, unit/integration tests, the cluster suite, the pixel-tested
# stories and the end-to-end journeys.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "› installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi

lense_install
cd "$LENSE_ROOT"
echo "› lint";       pnpm lint
echo "› typecheck";  pnpm typecheck
echo "› unit and integration tests"; pnpm test:unit
echo "› cluster (three API replicas on one PostgreSQL and s3rver)"; pnpm test:cluster
# A dependency cache from an older install makes Vite re-optimize mid-run and reload the test iframes.
rm -rf node_modules/.cache/storybook node_modules/.vite
echo "› stories (browser, axe, pixel snapshots)"; pnpm test:stories
echo "› end-to-end journeys (production build served by the API)"; pnpm test:e2e
