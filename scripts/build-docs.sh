#!/usr/bin/env bash
# Builds the user guide (docs/, mdBook) into docs/book, failing on any error or warning
# mdBook reports (it exits 0 when an {{#include}} is missing). mdBook is installed into .tools/
# (inside the clone) at a pinned version when no such mdbook is on PATH; --install-only stops
# there (the test command starts it early, in the background, while other stages run).
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.5.4
mdbook=""
for candidate in "$(command -v mdbook || true)" .tools/bin/mdbook; do
  if [ -n "$candidate" ] && [ -x "$candidate" ] \
    && "$candidate" --version 2>/dev/null | grep -qx "mdbook v$version"; then
    mdbook=$candidate
    break
  fi
done
if [ -z "$mdbook" ]; then
  # Without its default features mdBook has no web server or file watcher: what a build needs.
  # Unoptimised, it compiles in half the time and still builds the guide in a tenth of a second.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_DEBUG=false \
    cargo install mdbook --version "$version" --no-default-features --locked --quiet \
    --root .tools --target-dir .tools/build
  rm -rf .tools/build
  mdbook=.tools/bin/mdbook
fi
[ "${1:-}" = "--install-only" ] && exit 0

log=$("$mdbook" build docs 2>&1)
if grep -E "ERROR|WARN" <<<"$log"; then
  echo "build-docs.sh: mdbook reported the problems above" >&2
  exit 1
fi
echo "build-docs.sh: the guide is in docs/book/index.html" >&2
