#!/usr/bin/env bash
# Re-copies MLIR's test files listed in tests/mlir-tests/MANIFEST.tsv from an llvm-project
# checkout and checks the manifest against tests/mlir-tests/.
#
#   LLVM_PROJECT=/path/to/llvm-project scripts/refresh-mlir-tests.sh          # re-copy, then check
#   LLVM_PROJECT=/path/to/llvm-project scripts/refresh-mlir-tests.sh --check  # only compare
#   scripts/refresh-mlir-tests.sh --check                                     # manifest only
#
# Each used file is taken at the commit the manifest gives for it (`git show COMMIT:mlir/test/PATH`),
# so the checkout needs its history (a clone, not a tarball). Without LLVM_PROJECT only the
# manifest is checked: every used file exists, every .mlir file here is listed as used, every
# line is well formed.
#
# NOTE: in the workplace where these copies were made GitHub is not reachable from a shell, so
# the files were read through a search tool's stored copies of llvm-project and written out
# verbatim (see tests/mlir-tests/ORIGIN.md); this script is how a machine with an llvm-project
# clone re-derives and checks them.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/tests/mlir-tests"
manifest="$dir/MANIFEST.tsv"
check_only=0
[[ "${1:-}" == "--check" ]] && check_only=1

fail=0
declare -A listed=()
while IFS=$'\t' read -r path commit status reason; do
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
                elif [[ $check_only == 1 ]]; then
                    cmp -s "$tmp" "$dir/$path" || { echo "DIFFERS $path (from $commit)"; fail=1; }
                else
                    mkdir -p "$(dirname "$dir/$path")"
                    cp "$tmp" "$dir/$path"
                fi
                rm -f "$tmp"
            fi
            [[ -f "$dir/$path" ]] || { echo "MISSING $path (listed as used)"; fail=1; }
            ;;
        left-out)
            [[ -n "$reason" ]] || { echo "MANIFEST: $path: left out without a reason"; fail=1; }
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
    echo "tests/mlir-tests: manifest and copies agree (${#listed[@]} used files)"
    if [[ -n "${LLVM_PROJECT:-}" && $check_only == 0 ]]; then
        echo "re-copied; refresh the answers and the ratchet next:"
        echo "  SIGIL_REFRESH_ANSWERS=1 SIGIL_UPDATE_EXPECTED=1 cargo test -p sigil-cli --test mlir_tests"
    fi
fi
exit $fail
