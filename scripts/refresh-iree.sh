#!/usr/bin/env bash
# Copies what sigil takes from IREE's sources into the repository, at one pinned commit:
#   third_party/iree/  the ODS records (.td) of IREE's dialects that sigil generates its op
#                      declarations from (scripts/gen-ods.py), with every IREE .td they include;
#   tests/iree-e2e/    IREE's own self-checking end-to-end test files (tests/e2e/<suite>), which
#                      `sigil check` runs (crates/cli/tests/iree_e2e.rs).
#
# Usage: scripts/refresh-iree.sh [IREE_GIT_DIR]
#   IREE_GIT_DIR: a clone of https://github.com/iree-org/iree holding $COMMIT (default: a blob-less
#   clone into a temporary directory). Rerun scripts/gen-ods.py afterwards.
#
# The pin: IREE 3.13.0's pip wheels were built from 89ece87b (2026-10-16). The newest snapshot
# of IREE's repository available where this was written ends at b48a5955 (2026-08-21, between
# 3.12 and 3.13), so that commit is pinned; the check dialect, the flow/util ops and the e2e files
# sigil uses did not change between the two in ways the differential tests (against the 3.13
# wheels) have shown. Move the pin with COMMIT=<sha> when a newer snapshot is at hand.
set -euo pipefail
cd "$(dirname "$0")/.."
COMMIT="${COMMIT:-b48a5955575cf8924ffc191f3b0804976e5738b9}"

src="${1:-}"
if [ -z "$src" ]; then
  src="$(mktemp -d)/iree"
  git clone --filter=blob:none --no-checkout https://github.com/iree-org/iree "$src"
fi
show() { git -C "$src" show "$COMMIT:$1"; }

# The .td roots; their IREE includes are followed (MLIR's come from libmlir-22-dev).
roots=(
  compiler/src/iree/compiler/Modules/Check/IR/CheckOps.td
  compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.td
  compiler/src/iree/compiler/Dialect/LinalgExt/IR/LinalgExtOps.td
  compiler/src/iree/compiler/Dialect/LinalgExt/IR/LinalgExtPureOps.td
  compiler/src/iree/compiler/Dialect/Util/IR/UtilOps.td
)
rm -rf third_party/iree
mkdir -p third_party/iree
declare -A seen=()
todo=("${roots[@]}")
while [ ${#todo[@]} -gt 0 ]; do
  f="${todo[0]}"
  todo=("${todo[@]:1}")
  [ -n "${seen[$f]:-}" ] && continue
  seen[$f]=1
  mkdir -p "third_party/iree/$(dirname "$f")"
  show "$f" >"third_party/iree/$f"
  while read -r inc; do
    todo+=("compiler/src/$inc")
  done < <(sed -n 's/^include "\(iree\/[^"]*\)".*/\1/p' "third_party/iree/$f")
done
show LICENSE >third_party/iree/LICENSE
cat >third_party/iree/README.md <<EOF
# IREE's ODS records

The \`.td\` files of IREE's dialects that \`scripts/gen-ods.py\` reads (with \`mlir-tblgen-22\` and
MLIR 22's own \`.td\` files) to write sigil's op declarations, and every IREE \`.td\` they include,
copied unchanged from https://github.com/iree-org/iree at commit \`$COMMIT\` by
\`scripts/refresh-iree.sh\`. Licensed under the Apache License v2.0 with LLVM Exceptions
(\`LICENSE\`).
EOF

# IREE's end-to-end suites that run on CPU (llvm-cpu or vmvx); TOSA's and StableHLO's are lowered
# on load by sigil-passes' tosa and stablehlo modules. `stablehlo_models` also holds the expected
# outputs of two models (mobilenet, efficientnet) that are not in IREE's repository: not copied.
# The suites are replaced; expected.txt and the recorded iree-opt answers are kept.
mkdir -p tests/iree-e2e
find tests/iree-e2e -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
for suite in linalg linalg_ext_ops regression tensor_ops subbyte_types tosa_ops \
  stablehlo_ops regression/stablehlo stablehlo_models; do
  mkdir -p "tests/iree-e2e/$suite"
  git -C "$src" ls-tree --name-only "$COMMIT" "tests/e2e/$suite/" | while read -r f; do
    case "$f" in
      *.mlir | */BUILD.bazel) show "$f" >"tests/iree-e2e/$suite/$(basename "$f")" ;;
    esac
  done
done
# IREE 3.13 (the oracle) writes the properties of `iree_linalg_ext.attention` and
# `online_attention` as a prop-dict, `<indexing_maps = [...]>`, and refuses the attribute
# dictionary `{indexing_maps = [...]}` the pinned files use ("properties dictionary is missing
# required attribute"): rewrite those braces to angle brackets, keeping every line where it is.
python3 - tests/iree-e2e/*/*.mlir <<'PY'
import re, sys
for path in sys.argv[1:]:
    text = open(path).read()
    new = re.sub(r"(iree_linalg_ext\.(?:online_)?attention\s*)\{(\s*indexing_maps\s*=[^{}]*?)\}(\s*ins\b)",
                 r"\1<\2>\3", text)
    if new != text:
        open(path, "w").write(new)
PY
show LICENSE >tests/iree-e2e/LICENSE
echo "$COMMIT" >tests/iree-e2e/COMMIT
echo "refresh-iree.sh: copied from iree-org/iree@$COMMIT"
python3 scripts/iree-cpu-files.py >tests/iree-e2e/cpu-files.txt
echo "refresh-iree.sh: $(wc -l <tests/iree-e2e/cpu-files.txt) files run on CPU; update tests/iree-e2e/expected.txt"
