#!/usr/bin/env bash
# Native-tier benchmarks: sigil with the Cranelift tier (--jit=auto) against
# the same programs in C as a user writes them (plain `gcc -O2 file.c`), whole
# processes, compile time included, interleaved rounds, medians and ratios
# (lower is better). Each program comes in several shapes, because a tier that
# is fast only on the shapes its authors tried is not what users get.
#
# usage: bench/jit.sh [RUNS] [--native]   (rounds, default 5; --native: sections
#   1-3 only, without the interpreter, IREE and payload comparisons)
#   1. Collatz: the total Collatz steps of 1..1 000 000 (131 million
#      iterations) with an scf.while outer loop (bench/vm/collatz.mlir), an
#      scf.for one, an affine.for one and in cf branches (bench/jit/shapes/),
#      against bench/jit/shapes/collatz_plain.c. Target: each <= 1.2x C.
#   2. fib(32), recursive, 7 049 155 calls: scf.if with the calls between the
#      subtractions (bench/vm/fib.mlir), after both, and in the other order
#      (fib(n-2) first); cf.cond_br with the calls in the other order, and in
#      source order after both subtractions; against
#      bench/jit/shapes/fib_plain.c. Target: each <= 1.5x C.
#   3. An empty `sigil run` (a function returning its argument) against a C
#      program printing the same. Target: <= 1 ms.
#   Then the interpreter alone (--jit=off) and, with IREE's tools installed,
#   IREE's VM (vmvx) on bench/vm/collatz.mlir: target <= 0.2x.
#   4. Two linalg.generic payloads over 4M f32, `sigil benchmark` with
#      --jit=auto and --jit=off against `iree-benchmark-module` on the module
#      compiled for llvm-cpu (host CPU), same random input, results compared
#      first. Target: <= 2x llvm-cpu. select(x > 0, x*x, exp(x))
#      (bench/jit/generic.mlir) is straight-line f32 arithmetic, compares and
#      selects: the vectorised expression kernels run it in both tiers.
#      select(x > 0, x*x, atan(x)) (bench/jit/generic_native.mlir) has an op
#      those kernels lack: --jit=auto runs it as a native loop (vector code,
#      32 points an iteration, atan as fdlibm's atanf on AVX lanes: the
#      interpreter's routine), --jit=off point by point. Needs IREE's tools
#      (the runtime is installed by scripts/install-iree.sh --runtime if
#      missing).
# SIGIL_STATS=1 on the --jit=auto runs reports what compiling cost.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
native_only=${2:-}
work=${BENCH_DIR:-$(mktemp -d)}

cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
cc=${CC:-gcc}

# best-of-N wall seconds of a command (microsecond clock); its stdout is
# left in $work/out, its stderr in $work/err
best() {
  local b=""
  for _ in $(seq "$runs"); do
    local t0=$EPOCHREALTIME
    "$@" > "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    local t1=$EPOCHREALTIME
    local t
    t=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$b" ] || [ "$(echo "$t < $b" | bc)" = 1 ]; then b=$t; fi
  done
  echo "$b"
}
# race N CMD ::: CMD [::: CMD ...]: the commands in turn, N rounds, so that
# each sees the same moments of a shared machine (whose speed drifts: run
# back to back, five runs of one and five of another can land in a slow and
# a fast spell); BEST[i] is then command i's best wall seconds, and its
# stdout is left in $work/out.i
race() {
  local n=$1 a i t t0 t1
  shift
  local cmds=() cur=()
  for a in "$@"; do
    if [ "$a" = ":::" ]; then cmds+=("$(printf '%q ' "${cur[@]}")"); cur=(); else cur+=("$a"); fi
  done
  cmds+=("$(printf '%q ' "${cur[@]}")")
  BEST=()
  for _ in $(seq "$n"); do
    for i in "${!cmds[@]}"; do
      t0=$EPOCHREALTIME
      eval "${cmds[$i]}" > "$work/out.$i" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
      t1=$EPOCHREALTIME
      t=$(echo "$t1 - $t0" | bc -l)
      if [ -z "${BEST[$i]:-}" ] || [ "$(echo "$t < ${BEST[$i]}" | bc)" = 1 ]; then BEST[$i]=$t; fi
    done
  done
}
ratio() { echo "$1 / $2" | bc -l; }
lastline() { tail -n 1 "$work/out${1:+.$1}" | sed 's/.*=//'; }

iree=""
for d in "${SIGIL_IREE_BIN:-}" .venv-iree/bin /tmp/venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ] && [ -x "$d/iree-run-module" ]; then iree=$d; break; fi
done

# medians NAME... : after `race`, the median of each command's times, in MEDIAN[i]
# (the rounds' times are in TIMES[i], space-separated).
median_of() { tr ' ' '\n' <<<"$1" | grep . | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# shapes TITLE RUNS C-BINARY C-ARG -- MLIR-FILE FUNCTION INPUT [MLIR-FILE FUNCTION INPUT ...]:
# each shape of a program with --jit=auto, and the C program, interleaved RUNS rounds;
# medians, each shape's ratio to C, and the results checked equal.
shapes() {
  local title=$1 n=$2 cbin=$3 carg=$4
  shift 5
  local cmds=() names=()
  while [ $# -gt 0 ]; do
    cmds+=("$sigil run $1 --function=$2 --input=$3 --jit=auto")
    names+=("$1")
    shift 3
  done
  cmds+=("$cbin $carg")
  names+=("C, plain gcc -O2")
  echo "== $title: whole process, median of $n rounds (interleaved)"
  local times=() i t0 t1
  for _ in $(seq "$n"); do
    for i in "${!cmds[@]}"; do
      t0=$EPOCHREALTIME
      ${cmds[$i]} > "$work/out.$i" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
      t1=$EPOCHREALTIME
      times[$i]="${times[$i]:-} $(echo "$t1 - $t0" | bc -l)"
    done
  done
  local c=$(( ${#cmds[@]} - 1 ))
  local cm rc
  cm=$(median_of "${times[$c]}")
  rc=$(lastline "$c")
  for i in $(seq 0 $((c - 1))); do
    local m r
    m=$(median_of "${times[$i]}")
    r=$(lastline "$i")
    printf '  %-42s %8.4f s  %6.3fx C%s\n' "${names[$i]}" "$m" "$(ratio "$m" "$cm")" \
      "$([ "$r" = "$rc" ] && echo "" || echo "   RESULT DIFFERS: $r against $rc")"
  done
  printf '  %-42s %8.4f s\n' "${names[$c]}" "$cm"
}

"$cc" -O2 -o "$work/collatz-plain" bench/jit/shapes/collatz_plain.c
"$cc" -O2 -o "$work/fib-plain" bench/jit/shapes/fib_plain.c
"$cc" -O2 -o "$work/identity-c" bench/jit/shapes/identity.c

shapes "Collatz steps of 1..1000000 (131 M iterations), each loop shape (target <= 1.2x C)" "$runs" \
  "$work/collatz-plain" 1000000 -- \
  bench/vm/collatz.mlir collatz_sum 1000000 \
  bench/jit/shapes/collatz_for.mlir collatz_sum 1000000 \
  bench/jit/shapes/collatz_affine.mlir collatz_sum 1000000 \
  bench/jit/shapes/collatz_cf.mlir collatz_sum 1000000
echo
# Runs of ~15 ms vary most: three times as many rounds.
shapes "fib(32), recursive, each op order (target <= 1.5x C)" $((3 * runs)) \
  "$work/fib-plain" 32 -- \
  bench/vm/fib.mlir fib 32 \
  bench/jit/shapes/fib_if_sub_first.mlir fib 32 \
  bench/jit/shapes/fib_if_calls_swapped.mlir fib 32 \
  bench/jit/shapes/fib_cf.mlir fib 32 \
  bench/jit/shapes/fib_cf_in_order.mlir fib 32
echo
shapes "an empty sigil run (start-up, one call; target <= 1 ms)" $((10 * runs)) \
  "$work/identity-c" 7 -- \
  bench/jit/shapes/identity.mlir id 7
echo
[ "$native_only" = --native ] && exit 0

echo "== the interpreter, and IREE's VM, on bench/vm/collatz.mlir: best of $runs (interleaved)"
race "$runs" "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=auto \
  ::: "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=off
ja=${BEST[0]} jo=${BEST[1]}
SIGIL_STATS=1 "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=auto > /dev/null 2> "$work/stats"
printf 'sigil --jit=auto  %7.3f s\nsigil --jit=off   %7.3f s   ratio jit=auto/jit=off: %.3f\n' "$ja" "$jo" "$(ratio "$ja" "$jo")"
grep -h "jit:" "$work/stats" | sed 's/^/  /' || true
if [ -n "$iree" ]; then
  "$iree/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx \
    --iree-input-demote-f64-to-f32=false bench/vm/collatz.mlir -o "$work/collatz.vmfb"
  iv=$(best "$iree/iree-run-module" --module="$work/collatz.vmfb" --function=collatz_sum --input=1000000)
  printf 'iree-run-module (vmvx) %7.3f s   ratio jit=auto/IREE VM: %.3f (target <= 0.2)\n' "$iv" "$(ratio "$ja" "$iv")"
fi
echo

biree=""
for d in "${SIGIL_IREE_BIN:-}" .venv-iree/bin ../main/.venv-iree/bin /tmp/venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ] && [ -x "$d/iree-benchmark-module" ]; then biree=$d; break; fi
done
if [ -z "$biree" ]; then
  scripts/install-iree.sh --runtime
  biree=.venv-iree/bin
fi
py=$biree/python3
"$py" -c "import numpy as np,sys; np.random.seed(0); np.save(sys.argv[1], np.random.uniform(-2, 2, (4194304,)).astype(np.float32))" "$work/generic-0.npy"
garg=--input=@$work/generic-0.npy
gms() { "$py" -c 'import json,sys; d=json.load(sys.stdin); print(min(b["real_time"] for b in d["benchmarks"] if b["run_type"]=="iteration"))'; }

# One payload over the 4M f32: results compared first, then per-call times.
generic() {
  local name=$1 file=$2
  echo "== linalg.generic $name over 4M f32 ($file), per call, best of 3 repetitions"
  "$biree/iree-compile" --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host "$file" -o "$work/generic-cpu.vmfb"
  "$biree/iree-run-module" --module="$work/generic-cpu.vmfb" --function=generic "$garg" --output="@$work/generic-iree.npy" > /dev/null
  "$sigil" run "$file" --function=generic "$garg" --jit=auto --output="@$work/generic-auto.npy" > /dev/null
  "$sigil" run "$file" --function=generic "$garg" --jit=off --output="@$work/generic-off.npy" > /dev/null
  local gcheck ga go gi
  gcheck=$("$py" -c "
import numpy as np,sys
a,o,i=(np.load(f) for f in sys.argv[1:])
same='identical' if a.tobytes()==o.tobytes() else 'DIFFERENT'
near='agree with IREE' if np.allclose(a,i,rtol=1e-5,atol=1e-6) else 'DIFFER FROM IREE (max %g)' % np.max(np.abs(a-i))
print('auto and off %s, %s' % (same, near))" "$work/generic-auto.npy" "$work/generic-off.npy" "$work/generic-iree.npy")
  ga=$("$sigil" benchmark "$file" --function=generic "$garg" --jit=auto --benchmark_format=json --benchmark_repetitions=3 --benchmark_time_unit=ms | gms)
  go=$("$sigil" benchmark "$file" --function=generic "$garg" --jit=off --benchmark_format=json --benchmark_repetitions=3 --benchmark_time_unit=ms | gms)
  gi=$("$biree/iree-benchmark-module" --module="$work/generic-cpu.vmfb" --function=generic "$garg" --benchmark_format=json --benchmark_repetitions=3 2>/dev/null | gms)
  SIGIL_JIT_LOG=1 "$sigil" run "$file" --function=generic "$garg" --jit=auto 2>&1 >/dev/null | grep payload | sed 's/^/  /' || true
  printf 'sigil --jit=auto  %8.3f ms\nsigil --jit=off   %8.3f ms\nIREE llvm-cpu     %8.3f ms   (%s)\n' "$ga" "$go" "$gi" "$gcheck"
  printf 'ratio jit=auto/llvm-cpu: %.3f (target <= 2)   jit=auto/jit=off: %.3f\n' "$(ratio "$ga" "$gi")" "$(ratio "$ga" "$go")"
}
generic "select(x > 0, x*x, exp(x)) (vectorised expression kernels, both tiers)" bench/jit/generic.mlir
generic "select(x > 0, x*x, atan(x)) (no kernel: native loop / interpreter)" bench/jit/generic_native.mlir
