#!/usr/bin/env bash
# VM benchmarks: sigil against IREE 3.13 on the same sources, in one run,
# printing the times and their ratios (sigil / IREE; lower is better).
#
# usage: bench/vm.sh [RUNS]     (best of RUNS, default 3)
#   1. Collatz: the total Collatz steps of 1..1 000 000 (bench/vm/collatz.mlir,
#      131 million iterations of arith + scf.while), whole processes:
#      `sigil run` against `iree-run-module` on the module compiled for IREE's
#      VM (vmvx). Target: sigil <= 0.8x.
#   2. fib(32): recursive, 7 049 155 calls (bench/vm/fib.mlir); IREE's
#      compiler does not finish on recursion, so sigil's time and ns per call
#      are printed alone.
#   3. Call overhead: a trivial i32 add, `sigil benchmark` against
#      `iree-benchmark-module`, and 1 000 000 calls through the Rust API
#      (crates/vm/examples/call_overhead.rs). Target: <= 0.5x.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
# The interpreter alone: bench/jit.sh measures the native tier.
export SIGIL_JIT=off
work=${BENCH_DIR:-$(mktemp -d)}

# IREE's tools: the ones scripts/install-iree.sh puts in .venv-iree (with the
# runtime), or /tmp/venv-iree.
iree=""
for d in "${SIGIL_IREE_BIN:-}" .venv-iree/bin /tmp/venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ] && [ -x "$d/iree-run-module" ]; then iree=$d; break; fi
done
if [ -z "$iree" ]; then
  scripts/install-iree.sh --runtime
  iree=.venv-iree/bin
fi
[ -x /usr/bin/time ] || { echo "bench/vm.sh: needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }

cargo build --release -p sigil-cli -p sigil-vm --example call_overhead --quiet
cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
example=${CARGO_TARGET_DIR:-target}/release/examples/call_overhead

# best-of-N wall seconds of a command; its stdout is left in $work/out
best() {
  local b=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e" -o "$work/time" "$@" > "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    t=$(cat "$work/time")
    if [ -z "$b" ] || [ "$(echo "$t < $b" | bc)" = 1 ]; then b=$t; fi
  done
  echo "$b"
}

compile() {
  "$iree/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx \
    --iree-input-demote-f64-to-f32=false "$1" -o "$2"
}

echo "== Collatz steps of 1..1000000 (131 M iterations), whole process, best of $runs"
compile bench/vm/collatz.mlir "$work/collatz.vmfb"
s=$(best "$sigil" run bench/vm/collatz.mlir --function=collatz_sum --input=1000000)
cp "$work/out" "$work/sigil.out"
i=$(best "$iree/iree-run-module" --module="$work/collatz.vmfb" --function=collatz_sum --input=1000000)
same=$(cmp -s "$work/sigil.out" "$work/out" && echo identical || echo DIFFERENT)
printf 'sigil run        %6.2f s\niree-run-module  %6.2f s   (outputs %s)\n' "$s" "$i" "$same"
printf 'ratio sigil/IREE VM: %.3f   (target <= 0.8)\n\n' "$(echo "$s/$i" | bc -l)"

echo "== fib(32), recursive: 7049155 calls (IREE's compiler does not finish on recursion)"
f=$(best "$sigil" run bench/vm/fib.mlir --function=fib --input=32)
printf 'sigil run        %6.3f s   %.1f ns per call   (%s)\n\n' "$f" "$(echo "$f * 1000000000 / 7049155" | bc -l)" "$(tail -n 1 "$work/out")"

echo "== Call overhead: @add(i32, i32) -> i32"
cat > "$work/add.mlir" <<'EOF'
func.func @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
EOF
compile "$work/add.mlir" "$work/add.vmfb"
ns() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(min(b["real_time"] for b in d["benchmarks"] if b["run_type"]=="iteration"))'; }
sb=$("$sigil" benchmark "$work/add.mlir" --function=add --input=1 --input=2 --benchmark_format=json \
  --benchmark_repetitions="$runs" --benchmark_time_unit=ns | ns)
ib=$("$iree/iree-benchmark-module" --module="$work/add.vmfb" --function=add --input=1 --input=2 \
  --benchmark_format=json --benchmark_repetitions="$runs" 2>/dev/null | ns)
ib=$(echo "$ib * 1000000" | bc -l) # IREE reports milliseconds
api=$("$example" 1000000 | awk '{print $1}')
printf 'sigil benchmark          %7.1f ns per call\niree-benchmark-module    %7.1f ns per call\n' "$sb" "$ib"
printf 'Rust API (1M calls)      %7.1f ns per call\n' "$api"
printf 'ratio sigil benchmark/IREE: %.3f   Rust API/IREE: %.3f   (target <= 0.5)\n' \
  "$(echo "$sb/$ib" | bc -l)" "$(echo "$api/$ib" | bc -l)"
