#!/usr/bin/env bash
# Pass benchmark: `canonicalize,cse` (or, with --inline,
# `inline,canonicalize,cse,symbol-dce`) run by sigil opt and by mlir-opt-22 on the
# same generated module, printing wall time, CPU time and peak memory of both and
# their ratios (sigil / mlir-opt; lower is better), and whether the outputs are
# byte for byte the same.
#
# usage: bench/passes.sh [--inline] [--funcs | --custom] [SIZE_MB] [RUNS]
#   --funcs (default): 10,000 small registered functions in generic form (49 MB,
#             bench/gen_funcs.py: constants to fold and ops to merge in each);
#   --custom: a custom-form module of func/arith/cf/scf ops (20 MB,
#             bench/gen_custom.py: loops, branches, constants).
# Best of RUNS rounds (default 3), sigil and mlir-opt-22 in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=funcs
pipeline=canonicalize,cse
if [ "${1:-}" = --inline ]; then
  pipeline=inline,canonicalize,cse,symbol-dce
  shift
fi
case "${1:-}" in
  --funcs) shift ;;
  --custom) mode=custom; shift ;;
esac
case $mode in
  funcs) size=${1:-49} ;;
  *) size=${1:-20} ;;
esac
runs=${2:-3}
work=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$work"

command -v mlir-opt-22 >/dev/null || scripts/install-mlir.sh
cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
[ -x /usr/bin/time ] || { echo "bench/passes.sh: needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }

input="$work/$mode-${size}MB.mlir"
[ -f "$input" ] || python3 "bench/gen_$mode.py" "$input" "$size"
bytes=$(stat -c %s "$input")

. bench/measure.sh

flags=(--pass-pipeline="builtin.module($pipeline)")
[ "$mode" = funcs ] && flags+=(--mlir-print-op-generic)
s_best="" m_best=""
for _ in $(seq "$runs"); do
  s_best=$(better "$s_best" "$(once "$sigil" opt "${flags[@]}" "$input")")
  cp "$work/out.$$" "$work/sigil.out"
  m_best=$(better "$m_best" "$(once mlir-opt-22 "${flags[@]}" "$input")")
  cp "$work/out.$$" "$work/mlir.out"
done
same=$(cmp -s "$work/sigil.out" "$work/mlir.out" && echo "identical" || echo "DIFFERENT")

printf 'input: %s (%.1f MB), %s, best of %d runs, outputs %s\n' "$input" "$(echo "$bytes/1000000" | bc -l)" "$pipeline" "$runs" "$same"
report "$s_best" "$m_best" 0.2
rm -f "$work/out.$$" "$work/err.$$"
