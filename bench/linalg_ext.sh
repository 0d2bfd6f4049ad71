#!/usr/bin/env bash
# iree_linalg_ext fast paths: `sigil benchmark` against `iree-benchmark-module` on the same
# module (bench/linalg_ext/*.mlir) compiled by iree-compile --iree-hal-target-device=local
# --iree-hal-local-target-device-backends=llvm-cpu --iree-llvmcpu-target-cpu=host, with the same
# random inputs (.npy), both on all cores. Each round runs, one after the other: sigil with its
# fast paths (native comparators, attention on the matmul kernels), IREE, and sigil's general path
# (SIGIL_EXT_GENERAL=1: the comparator region called per comparison, attention by loops), and
# SIGIL_BEFORE's binary if given (e.g. a build of an older commit). Each figure is the best of
# the rounds of a few iterations each (steady state: both tools run one warm-up call first).
# Results are checked first: sigil against IREE (sorted keys and top-k exactly, attention within
# 1e-4 for f32 and 1e-2 for f16), and the sorts against NumPy's. Prints the times, the ratios
# sigil / IREE (lower is better) and the fast paths' speed-up over the general path.
#
# IREE's CPU sort is its loop lowering, a bubble sort (quadratic per row): on one row of 1e6 it
# does not finish within IREE_TIMEOUT seconds per call (default 60), and is reported so.
#
# usage: bench/linalg_ext.sh [NAME...]   (default: all)
#   sort_1m        sort of 1x1e6 f32 (cmpf olt)
#   sort_rows      sort of each row of 1000x1000 f32, i32 positions along
#   topk           top-k, k = 8, of each row of 64x32768 f32, with indices
#   attention_f32  attention 1x8x512x64 (batch, heads, sequence, head dim), f32
#   attention_f16  the same in f16
# environment: ROUNDS (default 3), ITERS per round (default 3), IREE_TIMEOUT, SIGIL_BEFORE,
# BENCH_DIR (where inputs and modules go; default a fresh temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
work=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$work"
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
before=${SIGIL_BEFORE:-}
rounds=${ROUNDS:-3}
iters=${ITERS:-3}
limit=${IREE_TIMEOUT:-60}
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(sort_1m sort_rows topk attention_f32 attention_f16)

# Each input: shape and NumPy dtype (`iota`: each row 0, 1, ...; `distinct`: f32 keys without
# ties, since IREE's sort moves equal keys and sigil's keeps their order).
inputs() {
  case $1 in
    sort_1m) echo "1000000:distinct" ;;
    sort_rows) echo "1000,1000:distinct 1000,1000:iota" ;;
    topk) echo "64,32768:float32" ;;
    attention_f32) echo "1,8,512,64:float32 1,8,512,64:float32 1,8,512,64:float32" ;;
    attention_f16) echo "1,8,512,64:float16 1,8,512,64:float16 1,8,512,64:float16" ;;
  esac
}
outputs() {
  case $1 in
    sort_rows | topk) echo 2 ;;
    *) echo 1 ;;
  esac
}
best() { "$py" -c 'import json,sys; d=json.load(sys.stdin); print(min(b["real_time"] for b in d["benchmarks"] if b["run_type"]=="iteration"))'; }
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == "" || b + 0 == 0) print "-"; else printf "%.3f", a / b }'; }

for name in "${names[@]}"; do
  src=bench/linalg_ext/$name.mlir
  args=()
  k=0
  for spec in $(inputs "$name"); do
    "$py" -c "
import numpy as np, sys
shape = tuple(int(d) for d in sys.argv[2].split(','))
r = np.random.default_rng($k)
n = int(np.prod(shape))
if sys.argv[3] == 'iota':
    a = np.broadcast_to(np.arange(shape[-1], dtype=np.int32), shape).copy()
elif sys.argv[3] == 'distinct':
    a = (r.permutation(n).reshape(shape) * (2.0 / n) - 1).astype(np.float32)
else:
    a = r.uniform(-1, 1, shape).astype(sys.argv[3])
np.save(sys.argv[1], a)" "$work/$name-$k.npy" "${spec%%:*}" "${spec##*:}"
    args+=("--input=@$work/$name-$k.npy")
    k=$((k + 1))
  done
  outs_s=()
  outs_i=()
  for ((o = 0; o < $(outputs "$name"); o++)); do
    outs_s+=("--output=@$work/$name-sigil-$o.npy")
    outs_i+=("--output=@$work/$name-iree-$o.npy")
  done
  "$iree/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu \
    --iree-llvmcpu-target-cpu=host "$src" -o "$work/$name.vmfb"
  "$sigil" run "$src" --function="$name" "${args[@]}" "${outs_s[@]}" >/dev/null
  iree_ok=1
  timeout "$limit" "$iree/iree-run-module" --module="$work/$name.vmfb" --function="$name" "${args[@]}" \
    "${outs_i[@]}" >/dev/null || iree_ok=0
  check=$("$py" -c "
import numpy as np, sys, os
w, name, n, iree_ok = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == '1'
s = [np.load(f'{w}/{name}-sigil-{o}.npy') for o in range(n)]
notes = []
if name.startswith('sort'):
    x = np.load(f'{w}/{name}-0.npy')
    notes.append('sorted as NumPy' if np.array_equal(s[0], np.sort(x, axis=-1, kind='stable')) else 'NOT SORTED AS NUMPY')
if iree_ok:
    i = [np.load(f'{w}/{name}-iree-{o}.npy') for o in range(n)]
    if name.startswith('attention'):
        tol = 1e-2 if s[0].dtype == np.float16 else 1e-4
        a, b = s[0].astype(np.float64), i[0].astype(np.float64)
        same = np.all(np.abs(a - b) <= tol * np.maximum(1, np.abs(b)))
        notes.append('agrees with IREE (max diff %.2g)' % np.max(np.abs(a - b)) if same else 'DIFFERS FROM IREE (max diff %g)' % np.max(np.abs(a - b)))
    else:
        same = all(np.array_equal(a, b) for a, b in zip(s, i))
        notes.append('equal to IREE' if same else 'DIFFERS FROM IREE')
else:
    notes.append('IREE timed out')
print(', '.join(notes))" "$work" "$name" "$(outputs "$name")" "$iree_ok")
  s_best="" i_best="" g_best="" b_best=""
  for ((r = 0; r < rounds; r++)); do
    bench=(--function="$name" "${args[@]}" --benchmark_format=json --benchmark_min_time="${iters}x")
    s_best=$(min "$s_best" "$("$sigil" benchmark "$src" "${bench[@]}" | best)")
    if [ "$iree_ok" = 1 ]; then
      if t=$(timeout "$((limit * (iters + 1)))" "$iree/iree-benchmark-module" --module="$work/$name.vmfb" \
        "${bench[@]}" 2>/dev/null | best); then
        i_best=$(min "$i_best" "$t")
      else
        iree_ok=0
      fi
    fi
    g_best=$(min "$g_best" "$(SIGIL_EXT_GENERAL=1 "$sigil" benchmark "$src" "${bench[@]}" | best)")
    if [ -n "$before" ]; then
      b_best=$(min "$b_best" "$("$before" benchmark "$src" "${bench[@]}" | best)")
    fi
  done
  iree_text=$([ -n "$i_best" ] && printf '%10.2f ms' "$i_best" || printf '> %d s/call' "$limit")
  printf '== %-14s sigil %10.2f ms   IREE %s   sigil general path %10.2f ms   (%s)\n' \
    "$name" "$s_best" "$iree_text" "$g_best" "$check"
  printf '   ratio sigil/IREE: %s   general/IREE: %s   fast-path speed-up (general/fast): %s' \
    "$(ratio "$s_best" "$i_best")" "$(ratio "$g_best" "$i_best")" "$(ratio "$g_best" "$s_best")"
  if [ -n "$before" ]; then
    printf '   SIGIL_BEFORE %.2f ms, speed-up (before/after): %s' "$b_best" "$(ratio "$b_best" "$s_best")"
  fi
  echo
done
