#!/usr/bin/env bash
# Native-tier benchmarks (issue 16): sigil with the Cranelift tier
# (--jit=auto) against the interpreter alone (--jit=off) and native code
# (the same loop in C, gcc -O2), whole processes, compile time included,
# in one run, printing the times and their ratios (lower is better).
#
# usage: bench/jit.sh [RUNS]     (best of RUNS, default 5)
#   1. Collatz: the total Collatz steps of 1..1 000 000 (bench/vm/collatz.mlir,
#      131 million iterations of arith + scf.while) against bench/jit/collatz.c.
#      Target: sigil --jit=auto <= 1.5x native. With IREE's tools installed
#      (see bench/vm.sh), IREE's VM (vmvx) too: target <= 0.2x.
#   2. fib(32), recursive: 7 049 155 calls (bench/vm/fib.mlir) against
#      bench/jit/fib.c. Target: <= 2x.
#   3. Two linalg.generic payloads over 4M f32, `sigil benchmark` with
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
work=${BENCH_DIR:-$(mktemp -d)}

cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
cc=${CC:-gcc}
"$cc" -O2 -o "$work/collatz-c" bench/jit/collatz.c
"$cc" -O2 -o "$work/fib-c" bench/jit/fib.c

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

echo "== Collatz steps of 1..1000000 (131 M iterations), whole process, best of $runs (interleaved)"
race "$runs" "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=auto \
  ::: "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=off \
  ::: "$work/collatz-c" 1000000
ja=${BEST[0]} jo=${BEST[1]} nc=${BEST[2]}
ra=$(lastline 0) ro=$(lastline 1) rc=$(lastline 2)
SIGIL_STATS=1 "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000 --jit=auto > /dev/null 2> "$work/stats"
same=$([ "$ra" = "$rc" ] && [ "$ro" = "$rc" ] && echo identical || echo DIFFERENT)
printf 'sigil --jit=auto  %7.3f s\nsigil --jit=off   %7.3f s\nC (gcc -O2)       %7.3f s   (results %s: %s)\n' "$ja" "$jo" "$nc" "$same" "$rc"
grep -h "jit:" "$work/stats" | sed 's/^/  /' || true
printf 'ratio jit=auto/native: %.3f (target <= 1.5)   jit=auto/jit=off: %.3f\n' "$(ratio "$ja" "$nc")" "$(ratio "$ja" "$jo")"
if [ -n "$iree" ]; then
  "$iree/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx \
    --iree-input-demote-f64-to-f32=false bench/vm/collatz.mlir -o "$work/collatz.vmfb"
  iv=$(best "$iree/iree-run-module" --module="$work/collatz.vmfb" --function=collatz_sum --input=1000000)
  printf 'iree-run-module (vmvx) %7.3f s   ratio jit=auto/IREE VM: %.3f (target <= 0.2)\n' "$iv" "$(ratio "$ja" "$iv")"
fi
echo

# Runs of ~15 ms vary most (a run now and then takes half as long again,
# for sigil and C alike): three times as many rounds.
echo "== fib(32), recursive: 7049155 calls, whole process, best of $((3 * runs)) (interleaved)"
race $((3 * runs)) "$sigil" run bench/vm/fib.mlir --function=fib --input=32 --jit=auto \
  ::: "$sigil" run bench/vm/fib.mlir --function=fib --input=32 --jit=off \
  ::: "$work/fib-c" 32
fa=${BEST[0]} fo=${BEST[1]} fc=${BEST[2]}
ra=$(lastline 0) ro=$(lastline 1) rc=$(lastline 2)
SIGIL_STATS=1 "$sigil" run bench/vm/fib.mlir --function=fib --input=32 --jit=auto > /dev/null 2> "$work/stats"
same=$([ "$ra" = "$rc" ] && [ "$ro" = "$rc" ] && echo identical || echo DIFFERENT)
printf 'sigil --jit=auto  %7.3f s\nsigil --jit=off   %7.3f s\nC (gcc -O2)       %7.3f s   (results %s: %s)\n' "$fa" "$fo" "$fc" "$same" "$rc"
grep -h "jit:" "$work/stats" | sed 's/^/  /' || true
printf 'ratio jit=auto/native: %.3f (target <= 2)   jit=auto/jit=off: %.3f\n' "$(ratio "$fa" "$fc")" "$(ratio "$fa" "$fo")"
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
