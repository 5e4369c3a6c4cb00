#!/usr/bin/env bash
# Runs the product on a fresh machine: sets up Node 22, pnpm and the dependencies, builds, and serves
# the web app and the API on one port (PORT, default 8080) with demo data.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
lense_install
cd "$LENSE_ROOT"
exec pnpm start
