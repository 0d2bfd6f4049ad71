#!/usr/bin/env bash
# Installs the reference tool mlir-opt-22 (Debian/Ubuntu package mlir-22-tools), which the
# differential tests in crates/cli/tests/differential.rs compare sigil against.
# Uses sudo when not run as root. Safe to run again: does nothing when already installed.
set -euo pipefail

if command -v mlir-opt-22 >/dev/null 2>&1; then
  echo "install-mlir.sh: mlir-opt-22 already installed at $(command -v mlir-opt-22)"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "install-mlir.sh: not root and sudo is not available; cannot install mlir-22-tools" >&2
    exit 1
  fi
  sudo=(sudo)
fi

"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y mlir-22-tools

if ! command -v mlir-opt-22 >/dev/null 2>&1; then
  echo "install-mlir.sh: mlir-22-tools installed but mlir-opt-22 is not on PATH" >&2
  exit 1
fi
echo "install-mlir.sh: installed $(mlir-opt-22 --version | head -n 1) at $(command -v mlir-opt-22)"
