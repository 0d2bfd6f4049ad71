#!/usr/bin/env bash
# Tensor benchmarks: `sigil benchmark` against `iree-benchmark-module` on the
# same module compiled by iree-compile for llvm-cpu (--iree-llvmcpu-target-cpu=host)
# and for IREE's VM (vmvx), with the same random inputs (.npy), both on all
# cores; the results are checked against IREE's first. Prints the times and
# the ratios (sigil / IREE; lower is better).
#
# usage: bench/tensor.sh [NAME...]   (default: all of bench/tensor/*.mlir)
#   matmul   512x512x512 f32 linalg.matmul            target <= 0.7x llvm-cpu
#   add_exp  exp(a + b) on 4M f32 (linalg.generic)     target <= 1.5x
#   rowsum   row sums of 4096x1024 f32 (linalg.reduce) target <= 1.5x
#   conv     3x3 conv_2d_nhwc_hwcf 1x56x56x64 -> 64     target <= 1.5x
#   softmax  linalg.softmax of 512x1024 f32 rows        target <= 1.0x
#   exp_f64  exp(a + b) on 4M f64 (linalg.generic)     (no target)
#   select_i32 a > b ? a * b + a : b - a on 4M i32    (no target)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${BENCH_DIR:-$(mktemp -d)}
iree=""
for d in "${SIGIL_IREE_BIN:-}" .venv-iree/bin /tmp/venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ] && [ -x "$d/iree-benchmark-module" ]; then iree=$d; break; fi
done
if [ -z "$iree" ]; then
  scripts/install-iree.sh --runtime
  iree=.venv-iree/bin
fi
py=$iree/python3
cargo build --release -p sigil-cli --quiet
sigil=${CARGO_TARGET_DIR:-target}/release/sigil
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(matmul add_exp rowsum conv softmax exp_f64 select_i32)

inputs() {
  case $1 in
    matmul) echo "512,512 512,512" ;;
    add_exp) echo "4194304 4194304" ;;
    rowsum) echo "4096,1024" ;;
    conv) echo "1,58,58,64 3,3,64,64" ;;
    softmax) echo "512,1024" ;;
    exp_f64) echo "4194304 4194304" ;;
    select_i32) echo "4194304 4194304" ;;
  esac
}
# The inputs' numpy dtype.
dtype() {
  case $1 in
    exp_f64) echo float64 ;;
    select_i32) echo int32 ;;
    *) echo float32 ;;
  esac
}
ms() { "$py" -c 'import json,sys; d=json.load(sys.stdin); print(min(b["real_time"] for b in d["benchmarks"] if b["run_type"]=="iteration"))'; }

for name in "${names[@]}"; do
  src=bench/tensor/$name.mlir
  args=()
  k=0
  for shape in $(inputs "$name"); do
    "$py" -c "import numpy as np,sys; np.random.seed($k); t=np.dtype(sys.argv[2]); np.save(sys.argv[1], (np.random.randint(-2**31, 2**31, ($shape,), dtype=np.int64) if t.kind == 'i' else np.random.uniform(-1, 1, ($shape,))).astype(t))" "$work/$name-$k.npy" "$(dtype "$name")"
    args+=("--input=@$work/$name-$k.npy")
    k=$((k + 1))
  done
  # IREE demotes f64 to f32 unless told not to.
  flags=(--iree-input-demote-f64-to-f32=false)
  "$iree/iree-compile" "${flags[@]}" --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host "$src" -o "$work/$name-cpu.vmfb"
  "$iree/iree-compile" "${flags[@]}" --iree-hal-target-backends=vmvx "$src" -o "$work/$name-vmvx.vmfb"
  "$iree/iree-run-module" --module="$work/$name-cpu.vmfb" --function="$name" "${args[@]}" --output="@$work/$name-iree.npy" > /dev/null
  "$sigil" run "$src" --function="$name" "${args[@]}" --output="@$work/$name-sigil.npy" > /dev/null
  check=$("$py" -c "import numpy as np,sys; a=np.load(sys.argv[1]); b=np.load(sys.argv[2]); print('results agree' if a.shape==b.shape and np.allclose(a,b,rtol=1e-4,atol=1e-4) else 'RESULTS DIFFER (max diff %g)' % np.max(np.abs(a-b)))" "$work/$name-iree.npy" "$work/$name-sigil.npy")
  s=$("$sigil" benchmark "$src" --function="$name" "${args[@]}" --benchmark_format=json --benchmark_repetitions=3 --benchmark_time_unit=ms | ms)
  i=$("$iree/iree-benchmark-module" --module="$work/$name-cpu.vmfb" --function="$name" "${args[@]}" --benchmark_format=json --benchmark_repetitions=3 2>/dev/null | ms)
  v=$("$iree/iree-benchmark-module" --module="$work/$name-vmvx.vmfb" --function="$name" "${args[@]}" --benchmark_format=json --benchmark_repetitions=3 2>/dev/null | ms)
  printf '== %-8s sigil %9.3f ms   IREE llvm-cpu %8.3f ms   IREE vmvx %9.3f ms   (%s)\n' "$name" "$s" "$i" "$v" "$check"
  printf '   ratio sigil/llvm-cpu: %.3f   sigil/vmvx: %.3f\n' "$(echo "$s/$i" | bc -l)" "$(echo "$s/$v" | bc -l)"
done
