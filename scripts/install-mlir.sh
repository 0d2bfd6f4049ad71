#!/usr/bin/env bash
# Installs the reference tools: mlir-opt-22 and mlir-runner-22 (Debian/Ubuntu package
# mlir-22-tools), which the differential tests compare sigil against, and MLIR's ODS records
# with mlir-tblgen (libmlir-22-dev), from which scripts/gen-ods.py generates the op
# declarations (a test checks they are up to date). Uses sudo when not run as root. Safe to
# run again: does nothing when both are installed.
set -euo pipefail

TD=/usr/lib/llvm-22/include/mlir/IR/OpBase.td
if command -v mlir-opt-22 >/dev/null 2>&1 && [ -f "$TD" ]; then
  echo "install-mlir.sh: mlir-opt-22 already installed at $(command -v mlir-opt-22), ODS records in /usr/lib/llvm-22/include"
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
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y mlir-22-tools libmlir-22-dev

if ! command -v mlir-opt-22 >/dev/null 2>&1; then
  echo "install-mlir.sh: mlir-22-tools installed but mlir-opt-22 is not on PATH" >&2
  exit 1
fi
if [ ! -f "$TD" ]; then
  echo "install-mlir.sh: libmlir-22-dev installed but $TD is missing" >&2
  exit 1
fi
echo "install-mlir.sh: installed $(mlir-opt-22 --version | head -n 1) at $(command -v mlir-opt-22)"
