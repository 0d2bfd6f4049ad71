#!/usr/bin/env bash
# Installs the reference tool iree-opt (pip package iree-base-compiler==3.13.0) into a Python
# virtual environment .venv-iree at the workspace root; the util differential test in
# crates/cli/tests/iree.rs compares sigil against it. Safe to run again: does nothing when an
# iree-opt the test would use is already there (SIGIL_IREE_OPT, /tmp/venv-iree, .venv-iree or
# PATH, the order the test looks them up in).
set -euo pipefail
cd "$(dirname "$0")/.."

version=3.13.0

# --runtime: also the runtime tools (iree-run-module, iree-benchmark-module,
# Python iree.runtime), which the VM's benchmarks and differential tests use.
runtime=false
if [ "${1:-}" = "--runtime" ]; then
  runtime=true
fi

if $runtime; then
  for d in "${SIGIL_IREE_BIN:-}" /tmp/venv-iree/bin .venv-iree/bin; do
    if [ -n "$d" ] && [ -x "$d/iree-compile" ] && [ -x "$d/iree-run-module" ]; then
      echo "install-iree.sh: iree-compile and iree-run-module already installed in $d"
      exit 0
    fi
  done
fi

for candidate in "${SIGIL_IREE_OPT:-}" /tmp/venv-iree/bin/iree-opt .venv-iree/bin/iree-opt \
  "$(command -v iree-opt 2>/dev/null || true)"; do
  if ! $runtime && [ -n "$candidate" ] && [ -f "$candidate" ]; then
    echo "install-iree.sh: iree-opt already installed at $candidate"
    exit 0
  fi
done

if ! command -v python3 >/dev/null 2>&1; then
  echo "install-iree.sh: python3 is not available; cannot install iree-base-compiler" >&2
  exit 1
fi

if ! python3 -m venv .venv-iree >/dev/null 2>&1; then
  # Debian/Ubuntu ship venv separately: install it as install-mlir.sh installs packages.
  rm -rf .venv-iree
  sudo=()
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  fi
  if command -v apt-get >/dev/null 2>&1; then
    "${sudo[@]}" apt-get update >/dev/null
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv >/dev/null
  fi
  if ! python3 -m venv .venv-iree; then
    echo "install-iree.sh: python3 -m venv failed (on Debian/Ubuntu install python3-venv)" >&2
    exit 1
  fi
fi
packages=("iree-base-compiler==$version")
if $runtime; then
  packages+=("iree-base-runtime==$version" numpy)
fi
.venv-iree/bin/pip install --quiet --disable-pip-version-check "${packages[@]}"

if [ ! -f .venv-iree/bin/iree-opt ]; then
  echo "install-iree.sh: iree-base-compiler installed but .venv-iree/bin/iree-opt is missing" >&2
  exit 1
fi
echo "install-iree.sh: installed iree-base-compiler $version at $(pwd)/.venv-iree/bin/iree-opt"
