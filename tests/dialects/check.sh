#!/usr/bin/env bash
# Checks every file under tests/dialects against the reference tools:
#   valid/<d>/*.mlir      must be accepted in custom form (`REF FILE`) and generic form
#                         (`REF --mlir-print-op-generic FILE`); each output fed back into the
#                         reference must print identically, and the generic output read back
#                         must print the same custom form;
#   invalid/<d>/*.mlir    must be rejected, and their `// MLIR-ERROR:` line (second line) must be
#                         the reference's first `error:` message;
#                         Files containing `loc(` are also printed with --mlir-print-debuginfo
#                         and that output must round-trip too;
#   langref/*.modern.mlir must be accepted (with --allow-unregistered-dialect).
# REF is iree-opt for the `util`, `check`, `flow` and `iree_linalg_ext` directories and mlir-opt-22 for everything else. Both run in
# the directory of the file with its bare name. Usage: check.sh [FILE-OR-DIR ...]
set -uo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
IREE_OPT=${IREE_OPT:-/tmp/venv-iree/bin/iree-opt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 nvalid=0 ninvalid=0

ref_for() {
  case "$1" in
    */util/* | */check/* | */flow/* | */iree_linalg_ext/*) echo "$IREE_OPT" ;;
    *) echo "$MLIR_OPT" ;;
  esac
}

bad() { echo "FAIL $1: $2" >&2; fail=$((fail + 1)); }

check_valid() {
  local f=$1 ref; ref=$(ref_for "$f")
  local extra=()
  case "$f" in langref/*) extra=(--allow-unregistered-dialect) ;; esac
  local dir base; dir=$(dirname "$f"); base=$(basename "$f")
  nvalid=$((nvalid + 1))
  head -n1 "$f" | grep -q '^// ' || bad "$f" "first line is not a // comment"
  if ! (cd "$dir" && "$ref" "${extra[@]}" "$base") >"$tmp/custom" 2>"$tmp/err"; then
    bad "$f" "rejected (custom output): $(grep -m1 'error:' "$tmp/err")"; return
  fi
  if ! (cd "$dir" && "$ref" "${extra[@]}" --mlir-print-op-generic "$base") >"$tmp/generic" 2>"$tmp/err"; then
    bad "$f" "rejected (generic output): $(grep -m1 'error:' "$tmp/err")"; return
  fi
  if ! "$ref" "${extra[@]}" "$tmp/custom" >"$tmp/custom2" 2>"$tmp/err"; then
    bad "$f" "custom output does not parse back: $(grep -m1 'error:' "$tmp/err")"; return
  fi
  cmp -s "$tmp/custom" "$tmp/custom2" || bad "$f" "custom output does not round-trip: $(diff "$tmp/custom" "$tmp/custom2" | head -5 | tr '\n' ' ')"
  if ! "$ref" "${extra[@]}" --mlir-print-op-generic "$tmp/generic" >"$tmp/generic2" 2>"$tmp/err"; then
    bad "$f" "generic output does not parse back: $(grep -m1 'error:' "$tmp/err")"; return
  fi
  cmp -s "$tmp/generic" "$tmp/generic2" || bad "$f" "generic output does not round-trip"
  "$ref" "${extra[@]}" "$tmp/generic" >"$tmp/custom3" 2>/dev/null
  cmp -s "$tmp/custom" "$tmp/custom3" || bad "$f" "generic output read back prints a different custom form"
  if grep -q 'loc(' "$f"; then
    # Files with explicit locations are also printed with --mlir-print-debuginfo.
    if ! (cd "$dir" && "$ref" "${extra[@]}" --mlir-print-debuginfo "$base") >"$tmp/debug" 2>"$tmp/err"; then
      bad "$f" "rejected (debuginfo output): $(grep -m1 'error:' "$tmp/err")"; return
    fi
    (cd "$dir" && "$ref" "${extra[@]}" --mlir-print-debuginfo - <"$tmp/debug") >"$tmp/debug2" 2>/dev/null
    cmp -s "$tmp/debug" "$tmp/debug2" || bad "$f" "debuginfo output does not round-trip"
  fi
}

check_invalid() {
  local f=$1 ref; ref=$(ref_for "$f")
  local dir base; dir=$(dirname "$f"); base=$(basename "$f")
  ninvalid=$((ninvalid + 1))
  head -n1 "$f" | grep -q '^// ' || bad "$f" "first line is not a // comment"
  if (cd "$dir" && "$ref" "$base") >/dev/null 2>"$tmp/err"; then
    bad "$f" "ACCEPTED by $(basename "$ref") (does not belong in invalid/)"; return
  fi
  local msg want
  msg=$(grep -m1 'error: ' "$tmp/err" | sed 's/^[^:]*:[0-9]*:[0-9]*: error: //; s/[[:space:]]*$//')
  want=$(sed -n '2s/^\/\/ MLIR-ERROR: //p' "$f")
  [ -n "$msg" ] || bad "$f" "rejected without an error: message (crash?)"
  [ "$msg" = "$want" ] || bad "$f" "stale MLIR-ERROR header (run refresh-invalid-headers.sh): reference says: $msg"
}

check_path() {
  local p=$1
  case "$p" in
    langref/*.modern.mlir) check_valid "$p" ;;
    langref/*) ;;
    valid/*) check_valid "$p" ;;
    invalid/*) check_invalid "$p" ;;
    *) echo "don't know how to check $p" >&2; fail=$((fail + 1)) ;;
  esac
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(valid invalid langref)
for t in "${targets[@]}"; do
  t=${t#./}; t=${t#tests/dialects/}
  if [ -d "$t" ]; then
    while IFS= read -r f; do check_path "$f"; done < <(find "$t" -name '*.mlir' | sort)
  else
    check_path "$t"
  fi
done
echo "checked $nvalid valid and $ninvalid invalid files: $fail failure(s)"
[ "$fail" -eq 0 ]
