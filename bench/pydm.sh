#!/usr/bin/env bash
# @sigil.pydm.jit against CPython running the same source (bench/pydm/programs.py),
# call overhead included, side by side in one run with the ratios printed: summing a
# 1 000 000-int list through subscripts (the list passed in from Python on each
# call), the sum of Collatz steps for 1..100 000, recursive fib(25).
#
# usage: bench/pydm.sh [ROUNDS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/python-tests.sh --build-only >/dev/null
.venv-py/bin/python bench/pydm/run.py "${1:-5}"
