#!/usr/bin/env bash
# Prints the directory holding a Node 24 binary. Uses the machine's node when it is 24 or newer;
# otherwise installs the npm registry's `node` package into .tools/node (once) and points there.
set -euo pipefail
version="${NODE_VERSION:-24.21.0}"
root="$(cd "$(dirname "$0")/.." && pwd)"
if command -v node >/dev/null 2>&1; then
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -ge 24 ]; then dirname "$(command -v node)"; exit 0; fi
fi
local_dir="$root/.tools/node"
if [ ! -x "$local_dir/node_modules/node/bin/node" ] || \
   [ "$("$local_dir/node_modules/node/bin/node" --version)" != "v$version" ]; then
  echo "Installing Node $version from the npm registry into .tools/node" >&2
  mkdir -p "$local_dir"
  npm install --prefix "$local_dir" --no-save --no-audit --no-fund --loglevel=error "node@$version" >&2
fi
echo "$local_dir/node_modules/node/bin"
