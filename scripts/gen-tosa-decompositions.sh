#!/usr/bin/env bash
# Writes the `// EXPECT:` lines of tests/tosa-lowering/decompositions.mlir: for each function, what
# IREE 3.13 computes for it (its own lowering of the TOSA op, independent of sigil's and MLIR's
# decompositions), printed by iree-run-module on the function's `// INPUT:` lines.
#
#   scripts/gen-tosa-decompositions.sh          # rewrite the EXPECT lines
#   scripts/gen-tosa-decompositions.sh --check  # fail if they would change
#
# Needs IREE 3.13 in .venv-iree (scripts/install-iree.sh) and mlir-opt-22 (IREE reads this TOSA
# in MLIR's generic form).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
file="$root/tests/tosa-lowering/decompositions.mlir"
bin="${IREE_BIN:-$root/.venv-iree/bin}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The file without its EXPECT lines.
grep -v '^// EXPECT: ' "$file" >"$work/in.mlir"
mlir-opt-22 --mlir-print-op-generic "$work/in.mlir" >"$work/generic.mlir"
"$bin/iree-compile" --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx \
    "$work/generic.mlir" -o "$work/m.vmfb"

out="$work/out.mlir"
: >"$out"
inputs=()
while IFS= read -r line; do
    printf '%s\n' "$line" >>"$out"
    case "$line" in
        "// INPUT: "*) inputs+=("--input=${line#// INPUT: }") ;;
        "func.func @"*)
            name="${line#func.func @}"
            name="${name%%(*}"
            fn="$name"
            ;;
        "}")
            if [[ -n "${fn:-}" ]]; then
                "$bin/iree-run-module" --module="$work/m.vmfb" --function="$fn" "${inputs[@]}" |
                    sed 's|^|// EXPECT: |' >>"$out"
                inputs=()
                fn=""
            fi
            ;;
    esac
done <"$work/in.mlir"

if [[ "${1:-}" == "--check" ]]; then
    cmp -s "$out" "$file" || { echo "$file is stale: run scripts/gen-tosa-decompositions.sh"; exit 1; }
else
    cp "$out" "$file"
fi
