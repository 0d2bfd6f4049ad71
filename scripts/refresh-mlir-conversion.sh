#!/usr/bin/env bash
# Re-copies MLIR's conversion test files listed in tests/mlir-conversion/MANIFEST.tsv from an
# llvm-project checkout, applies the rewrites the manifest names, and checks the manifest against
# tests/mlir-conversion/.
#
#   LLVM_PROJECT=/path/to/llvm-project scripts/refresh-mlir-conversion.sh          # re-copy, then check
#   LLVM_PROJECT=/path/to/llvm-project scripts/refresh-mlir-conversion.sh --check  # only compare
#   scripts/refresh-mlir-conversion.sh --check                                     # manifest only
#
# Each used file is taken at the commit the manifest gives for it (`git show COMMIT:mlir/test/PATH`),
# so the checkout needs its history. The rewrites (ORIGIN.md says why):
#   rounding-mode       rounding_mode<X>          ->  {rounding_mode = X}
#   const-shape-values  tosa.const_shape's `value = `  ->  `values = `
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/tests/mlir-conversion"
manifest="$dir/MANIFEST.tsv"
check_only=0
[[ "${1:-}" == "--check" ]] && check_only=1

rewrite() { # rewrite RULES FILE
    local rule
    IFS=',' read -ra rules <<<"$1"
    for rule in "${rules[@]}"; do
        case "$rule" in
            rounding-mode) sed -i -E 's/rounding_mode<([A-Z_]+)>/{rounding_mode = \1}/g' "$2" ;;
            const-shape-values) sed -i -E 's/(const_shape"?\(?\)?\s*\{ ?)value =/\1values =/' "$2" ;;
            "") ;;
            *) echo "MANIFEST: unknown rewrite '$rule'"; return 1 ;;
        esac
    done
}

fail=0
declare -A listed=()
while IFS=$'\t' read -r path commit status note; do
    [[ -z "$path" || "$path" == \#* ]] && continue
    if [[ ! "$commit" =~ ^[0-9a-f]{40}$ ]]; then
        echo "MANIFEST: $path: bad commit '$commit'"; fail=1; continue
    fi
    case "$status" in
        used)
            listed["$path"]=1
            if [[ -n "${LLVM_PROJECT:-}" ]]; then
                tmp="$(mktemp)"
                if ! git -C "$LLVM_PROJECT" show "$commit:mlir/test/$path" >"$tmp" 2>/dev/null; then
                    echo "FAIL $path: not found at $commit in $LLVM_PROJECT"; fail=1
                else
                    rewrite "${note:-}" "$tmp" || fail=1
                    if [[ $check_only == 1 ]]; then
                        cmp -s "$tmp" "$dir/$path" || { echo "DIFFERS $path (from $commit)"; fail=1; }
                    else
                        mkdir -p "$(dirname "$dir/$path")"
                        cp "$tmp" "$dir/$path"
                    fi
                fi
                rm -f "$tmp"
            fi
            [[ -f "$dir/$path" ]] || { echo "MISSING $path (listed as used)"; fail=1; }
            ;;
        left-out)
            [[ -n "${note:-}" ]] || { echo "MANIFEST: $path: left out without a reason"; fail=1; }
            [[ -f "$dir/$path" ]] && { echo "LEFT-OUT FILE PRESENT $path"; fail=1; }
            ;;
        *) echo "MANIFEST: $path: status '$status' is not used or left-out"; fail=1 ;;
    esac
done <"$manifest"

while IFS= read -r f; do
    rel="${f#"$dir"/}"
    [[ -n "${listed[$rel]:-}" ]] || { echo "UNLISTED $rel (not in MANIFEST.tsv as used)"; fail=1; }
done < <(find "$dir" -name '*.mlir' | sort)

if [[ $fail == 0 ]]; then
    echo "tests/mlir-conversion: manifest and copies agree (${#listed[@]} used files)"
    if [[ -n "${LLVM_PROJECT:-}" && $check_only == 0 ]]; then
        echo "re-copied; refresh the answers and the ratchet next:"
        echo "  SIGIL_REFRESH_ANSWERS=1 SIGIL_UPDATE_EXPECTED=1 cargo test -p sigil-cli --test mlir_conversion"
    fi
fi
exit $fail
