#!/usr/bin/env bash
# Copies what sigil takes from StableHLO's sources into the repository, at one pinned commit:
#   third_party/stablehlo/    the ODS records (.td) of the stablehlo and chlo dialects, of the
#                             interpreter tests' `check` ops and of the interpreter's own ops, with
#                             every StableHLO .td they include (scripts/gen-ods.py reads them);
#   tests/stablehlo-interpret/ StableHLO's interpreter tests (stablehlo/tests/interpret/*.mlir),
#                             self-checking files that `sigil check --split-input-file` runs;
#   tests/stablehlo-testdata/  a pinned sample of StableHLO's `testdata` suite (stablehlo/testdata:
#                             modules exported from JAX that check themselves through
#                             `stablehlo.custom_call @check.*`): every 20th file (by path) of at
#                             most 8 KB, outside `dynamic/` (whose modules have no checks). The
#                             whole suite (2,843 files, 25.5 MB) is too big to copy into the
#                             repository; scripts/stablehlo-testdata.sh runs it from a clone.
#                             Under dynamic/, a sample of the `dynamic/` modules, which have no
#                             checks and must print as iree-opt prints them.
#
# Usage: scripts/refresh-stablehlo.sh [STABLEHLO_GIT_DIR]
#   STABLEHLO_GIT_DIR: a clone of https://github.com/openxla/stablehlo holding $COMMIT (default:
#   a blob-less clone into a temporary directory). Rerun scripts/gen-ods.py afterwards.
#
# The pin: IREE 3.13 bundles the StableHLO its pinned IREE commit names as a submodule
# (a2727e57). The newest snapshot of StableHLO's repository available where this was written ends
# at 3c9301c1 (2026-08-13, StableHLO 1.20.0, the same minor version), so that commit is pinned.
# Move the pin with COMMIT=<sha> when a newer snapshot is at hand.
set -euo pipefail
cd "$(dirname "$0")/.."
COMMIT="${COMMIT:-3c9301c116f97fbaf696959a0ede32712aec587b}"

src="${1:-}"
if [ -z "$src" ]; then
  src="$(mktemp -d)/stablehlo"
  git clone --filter=blob:none --no-checkout https://github.com/openxla/stablehlo "$src"
fi
show() { git -C "$src" show "$COMMIT:$1"; }

# The .td roots; their StableHLO includes are followed (MLIR's come from libmlir-22-dev).
roots=(
  stablehlo/dialect/StablehloOps.td
  stablehlo/dialect/ChloOps.td
  stablehlo/tests/CheckOps.td
  stablehlo/reference/InterpreterOps.td
)
rm -rf third_party/stablehlo
mkdir -p third_party/stablehlo
declare -A seen=()
todo=("${roots[@]}")
while [ ${#todo[@]} -gt 0 ]; do
  f="${todo[0]}"
  todo=("${todo[@]:1}")
  [ -n "${seen[$f]:-}" ] && continue
  seen[$f]=1
  mkdir -p "third_party/stablehlo/$(dirname "$f")"
  show "$f" >"third_party/stablehlo/$f"
  while read -r inc; do
    todo+=("$inc")
  done < <(sed -n 's/^include "\(stablehlo\/[^"]*\)".*/\1/p' "third_party/stablehlo/$f")
done
show LICENSE >third_party/stablehlo/LICENSE
cat >third_party/stablehlo/README.md <<EOT
# StableHLO's ODS records

The \`.td\` files of the stablehlo, chlo, check (interpreter tests) and interpreter dialects that
\`scripts/gen-ods.py\` reads (with \`mlir-tblgen-22\` and MLIR 22's own \`.td\` files) to write
sigil's op declarations, and every StableHLO \`.td\` they include, copied unchanged from
https://github.com/openxla/stablehlo at commit \`$COMMIT\` by \`scripts/refresh-stablehlo.sh\`.
Licensed under the Apache License v2.0 (\`LICENSE\`).
EOT

# The interpreter's test files.
# (The lists the tests keep there, expected.txt and not-run.txt, stay.)
mkdir -p tests/stablehlo-interpret
rm -f tests/stablehlo-interpret/*.mlir
git -C "$src" ls-tree --name-only "$COMMIT" stablehlo/tests/interpret/ | while read -r f; do
  case "$f" in
    *.mlir) show "$f" >"tests/stablehlo-interpret/$(basename "$f")" ;;
  esac
done
show LICENSE >tests/stablehlo-interpret/LICENSE
echo "$COMMIT" >tests/stablehlo-interpret/COMMIT

# The sample of the testdata suite.
mkdir -p tests/stablehlo-testdata
find tests/stablehlo-testdata -name '*.mlir' -delete
git -C "$src" ls-tree -r -l "$COMMIT" stablehlo/testdata/ |
  awk '$4 <= 8192 && $5 ~ /\.mlir$/ && $5 !~ /\/dynamic\// {print $5}' | sort | awk 'NR % 20 == 1' |
  while read -r f; do
    rel="${f#stablehlo/testdata/}"
    mkdir -p "tests/stablehlo-testdata/$(dirname "$rel")"
    show "$f" >"tests/stablehlo-testdata/$rel"
  done
# Plus modules for ops and forms the sample above misses: complex inverse trigonometry
# (StableHLO's asin_acos_kernel and atanh), bessel_i1e, a reduce_window body calling a function
# and one of two operands, a sort of complex numbers, and unsigned values through while loops
# and slices (JAX's uniform random numbers).
for f in acos_complex64_20_20_chlo atanh_complex64_20_20_chlo bessel_i1e_float32_20_20_chlo \
  cumlogsumexp_float32_8_9 select_and_gather_add_float32_4_6_float32_4_6 sort_complex64_5_7 \
  random_uniform_; do
  show "stablehlo/testdata/$f.mlir" >"tests/stablehlo-testdata/$f.mlir"
done
# A sample of `dynamic/`, whose modules have no checks: they must print as iree-opt prints them
# (crates/cli/tests/iree.rs). Every tenth, and every fifth gather or scatter (whose dimension
# numbers print with defaults left out).
mkdir -p tests/stablehlo-testdata/dynamic
git -C "$src" ls-tree -r -l "$COMMIT" stablehlo/testdata/dynamic/ |
  awk '$5 ~ /\.mlir$/ {print $5}' | sort | awk 'NR % 10 == 1 || (/gather|scatter/ && ++g % 5 == 1)' |
  while read -r f; do
    show "$f" >"tests/stablehlo-testdata/dynamic/$(basename "$f")"
  done
show LICENSE >tests/stablehlo-testdata/LICENSE
echo "$COMMIT" >tests/stablehlo-testdata/COMMIT
echo "refresh-stablehlo.sh: copied from openxla/stablehlo@$COMMIT ($(ls tests/stablehlo-interpret/*.mlir | wc -l) interpreter test files, $(find tests/stablehlo-testdata -name '*.mlir' | wc -l) testdata files)"
