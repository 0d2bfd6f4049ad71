#!/usr/bin/env bash
# Runs StableHLO's whole `testdata` suite (stablehlo/testdata at the commit
# tests/stablehlo-testdata/COMMIT pins: modules exported from JAX that check themselves through
# `stablehlo.custom_call @check.*`) under `sigil check`, and prints the pass rate and the failures
# grouped by their first error line (numbers blanked), then compares the failing modules with
# tests/stablehlo-testdata/failures.txt (each known failure with its reason): it exits non-zero
# when a module fails that the list does not name, or one it names passes. The repository keeps a
# sample of the suite (scripts/refresh-stablehlo.sh); this runs all of it from a clone. Modules in
# `dynamic/` have no checks and are not run.
#
# Usage: scripts/stablehlo-testdata.sh [STABLEHLO_GIT_DIR] [--jit=off|always|auto]
#   STABLEHLO_GIT_DIR: a clone of https://github.com/openxla/stablehlo holding the pinned commit
#   (default: a blob-less clone into a temporary directory).
#   SIGIL: the sigil binary (default: target/release/sigil). JOBS: parallel runs (default: nproc).
#   The per-file results are left in $OUT (default: a temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
COMMIT="$(cat tests/stablehlo-testdata/COMMIT)"
KNOWN="$(realpath tests/stablehlo-testdata/failures.txt)"
src="${1:-}"
jit="${2:---jit=auto}"
if [ -z "$src" ]; then
  src="$(mktemp -d)/stablehlo"
  git clone --filter=blob:none --no-checkout https://github.com/openxla/stablehlo "$src"
fi
SIGIL="$(realpath "${SIGIL:-target/release/sigil}")"
OUT="${OUT:-$(mktemp -d)}"
mkdir -p "$OUT/files"
git -C "$src" archive "$COMMIT" stablehlo/testdata | tar -x -C "$OUT/files"
cd "$OUT/files/stablehlo/testdata"

# One line per file: `PATH PASS` or `PATH FAIL REASON`.
run_one() {
  local f="$1" flags=() out rc
  grep -q -- "-split-input-file" "$f" && flags+=(--split-input-file)
  set +e
  out="$(timeout 120 "$SIGIL" check "${flags[@]}" "$JIT" "$f" 2>&1)"
  rc=$?
  set -e
  if [ $rc -eq 0 ] && grep -q '^\[       OK \]' <<<"$out"; then
    echo "$f PASS"
  elif [ $rc -eq 124 ]; then
    echo "$f FAIL timeout (120 s)"
  else
    echo "$f FAIL $(grep -m1 -E 'error:|Failure|internal error' <<<"$out" | sed 's/^[^ ]*:[0-9]*:[0-9]*: //' | cut -c1-140)"
  fi
}
export -f run_one
export SIGIL JIT="$jit"
find . -name '*.mlir' -not -path './dynamic/*' | sort |
  xargs -P "${JOBS:-$(nproc)}" -I{} bash -c 'run_one {}' >"$OUT/results.txt"

total=$(wc -l <"$OUT/results.txt")
pass=$(grep -c ' PASS$' "$OUT/results.txt" || true)
echo "stablehlo testdata @ ${COMMIT:0:8} ($jit): $pass of $total pass ($(awk -v p="$pass" -v t="$total" 'BEGIN {printf "%.1f", 100 * p / t}') %)"
echo "failures by reason:"
grep ' FAIL ' "$OUT/results.txt" | sed 's/^[^ ]* FAIL //; s/[0-9]\+/N/g' | sort | uniq -c | sort -rn
echo "(per-file results: $OUT/results.txt)"

# The failures against the committed list.
grep ' FAIL ' "$OUT/results.txt" | cut -d' ' -f1 | sort >"$OUT/failing.txt"
grep -v '^#' "$KNOWN" | cut -d' ' -f1 | sort >"$OUT/known.txt"
new="$(comm -23 "$OUT/failing.txt" "$OUT/known.txt")"
fixed="$(comm -13 "$OUT/failing.txt" "$OUT/known.txt")"
if [ -n "$new" ]; then
  echo "failing, not in tests/stablehlo-testdata/failures.txt:"
  grep -F -f <(echo "$new") "$OUT/results.txt" | sed 's/^/  /'
fi
if [ -n "$fixed" ]; then
  echo "passing, still in tests/stablehlo-testdata/failures.txt (remove them):"
  echo "$fixed" | sed 's/^/  /'
fi
if [ -n "$new$fixed" ]; then
  exit 1
fi
echo "the failures are those tests/stablehlo-testdata/failures.txt lists"
