#!/usr/bin/env bash
# Parse + verify + print benchmark: sigil opt against mlir-opt-22 on the same
# generated module, in one run, printing wall time, CPU time and peak memory
# of both and their ratios (sigil / mlir-opt; lower is better).
#
# usage: bench/parse.sh [--custom | --llvm | --funcs] [SIZE_MB] [RUNS]
#   default: a generic-form module of unregistered ops (40 MB), printed generic;
#   --custom: a custom-form module of func/arith/cf/scf ops (20 MB), printed in
#             custom form (the dialects' parsers, verifiers and printers);
#   --llvm:   that module lowered to the LLVM dialect by mlir-opt-22 (20 MB,
#             bench/gen_llvm.py), printed in custom form;
#   --funcs:  10,000 small registered functions in generic form (49 MB,
#             bench/gen_funcs.py: a tensor<4x?xf32> argument, a discardable
#             attribute dictionary, 50 arith ops each), printed generic.
# Best of RUNS rounds (default 3), sigil and mlir-opt-22 in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=generic
case "${1:-}" in
  --custom) mode=custom; shift ;;
  --llvm) mode=llvm; shift ;;
  --funcs) mode=funcs; shift ;;
esac
case $mode in
  generic) size=${1:-40} ;;
  funcs) size=${1:-49} ;;
  *) size=${1:-20} ;;
esac
runs=${2:-3}
work=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$work"

command -v mlir-opt-22 >/dev/null || scripts/install-mlir.sh
cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
[ -x /usr/bin/time ] || { echo "bench/parse.sh: needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }

input="$work/$mode-${size}MB.mlir"
[ -f "$input" ] || python3 "bench/gen_$mode.py" "$input" "$size"
bytes=$(stat -c %s "$input")

. bench/measure.sh

case $mode in
  generic) flags=(--allow-unregistered-dialect --mlir-print-op-generic) ;;
  funcs) flags=(--mlir-print-op-generic) ;;
  *) flags=() ;;
esac
# sigil and mlir-opt in turn, RUNS rounds, so that both see the same
# moments of a shared machine (whose speed drifts); the best of each.
s_best="" m_best=""
for _ in $(seq "$runs"); do
  s_best=$(better "$s_best" "$(once "$sigil" opt ${flags[@]+"${flags[@]}"} "$input")")
  cp "$work/out.$$" "$work/sigil.out"
  m_best=$(better "$m_best" "$(once mlir-opt-22 ${flags[@]+"${flags[@]}"} "$input")")
  cp "$work/out.$$" "$work/mlir.out"
done
same=$(cmp -s "$work/sigil.out" "$work/mlir.out" && echo "identical" || echo "DIFFERENT")

printf 'input: %s (%.1f MB), best of %d runs, outputs %s\n' "$input" "$(echo "$bytes/1000000" | bc -l)" "$runs" "$same"
report "$s_best" "$m_best" 0.2
rm -f "$work/out.$$" "$work/err.$$"
[ "$same" = identical ]
