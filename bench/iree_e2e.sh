#!/usr/bin/env bash
# IREE's own end-to-end test files (tests/iree-e2e, the ones sigil passes: 'pass' lines of
# tests/iree-e2e/expected.txt): the time for `sigil check` to run each file from source, against
# the time for IREE to compile the same file for its CPU backend
# (`iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu
# --iree-llvmcpu-target-cpu=host`). IREE's test runner, iree-check-module, is not in IREE's pip
# wheels, so IREE's side is its compile time alone: a lower bound on compile + run. The two run
# interleaved, file by file; the totals, their ratio (target: sigil <= 0.05x IREE), and sigil's
# ten slowest test functions are printed.
#
# usage: bench/iree_e2e.sh [--jit=MODE]   (default: sigil's default tier, auto)
# Needs IREE's compiler (scripts/install-iree.sh installs it into .venv-iree).
set -euo pipefail
cd "$(dirname "$0")/.."
jit=${1:---jit=auto}
work=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$work"

cargo build --release -p sigil-cli --quiet
sigil=$PWD/${CARGO_TARGET_DIR:-target}/release/sigil
scripts/install-iree.sh >/dev/null
compile=""
for d in "${SIGIL_IREE_BIN:-}" .venv-iree/bin /tmp/venv-iree/bin; do
  if [ -n "$d" ] && [ -x "$d/iree-compile" ]; then compile=$PWD/$d/iree-compile; break; fi
done
[ -n "$compile" ] || { echo "iree_e2e.sh: iree-compile not found (scripts/install-iree.sh)" >&2; exit 1; }

now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }

cd tests/iree-e2e
printf '%-60s %10s %10s %8s\n' file "sigil ms" "IREE ms" ratio
total_s=0
total_i=0
: >"$work/tests"
# TOSA's files are left out: IREE 3.13's TOSA is newer than MLIR 22.1's, and iree-compile rejects
# their MLIR 22 custom forms.
for f in $(awk '$1 == "pass" && $2 !~ /^tosa_ops\// { print $2 }' expected.txt); do
  a=$(now)
  "$sigil" check "$jit" "$f" >"$work/out" 2>&1 || { echo "sigil check failed on $f" >&2; cat "$work/out" >&2; exit 1; }
  b=$(now)
  "$compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu \
    --iree-llvmcpu-target-cpu=host "$f" -o "$work/m.vmfb" 2>"$work/err" ||
    { echo "iree-compile failed on $f" >&2; head -5 "$work/err" >&2; }
  c=$(now)
  s=$(ms "$a" "$b")
  i=$(ms "$b" "$c")
  total_s=$((total_s + s))
  total_i=$((total_i + i))
  sed -n 's/^\[       OK \] \(.*\) (\([0-9]*\) ms)$/\2 \1/p' "$work/out" | sed "s|\$| ($f)|" >>"$work/tests"
  printf '%-60s %10d %10d %8s\n' "$f" "$s" "$i" "$(awk -v a="$s" -v b="$i" 'BEGIN { printf "%.3f", a / b }')"
done
echo
printf '%-60s %10d %10d %8s\n' "total ($(awk '$1 == "pass" && $2 !~ /^tosa_ops\//' expected.txt | wc -l) files)" "$total_s" "$total_i" \
  "$(awk -v a="$total_s" -v b="$total_i" 'BEGIN { printf "%.4f", a / b }')"
echo
echo "sigil's slowest test functions (ms):"
sort -rn "$work/tests" | head -10
