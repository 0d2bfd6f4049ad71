#!/usr/bin/env bash
# Per-call overhead of the Python package against iree.runtime 3.13 on the same
# module (bench/python/calls.mlir, compiled by iree-compile for vmvx and run on
# IREE's local-sync driver): (a) one i64 in and out, (b) a dict of two ints and
# an int in, (int, dict) out through iree.abi records, (c) ten 4-element f32
# arrays in a dict, a list of them out. Alternating rounds, medians per call,
# ratio sigil/IREE printed (target <= 0.5).
#
# usage: bench/python.sh [ROUNDS]   (default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-iree.sh --runtime >/dev/null
scripts/python-tests.sh --build-only >/dev/null
bin=""
for d in "${SIGIL_IREE_BIN:-}" /tmp/venv-iree/bin .venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ]; then bin=$d; break; fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx \
  bench/python/calls.mlir -o "$work/calls.vmfb"
.venv-py/bin/python bench/python/calls.py bench/python/calls.mlir "$work/calls.vmfb" "${1:-15}"
