#!/usr/bin/env bash
# Writes tests/tosa-lowering/ops.mlir-opt-22.mlir: mlir-opt-22's lowering of tests/tosa-lowering/ops.mlir
# to linalg/tensor/arith/scf (what crates/cli/tests/tosa_lowering.rs runs next to sigil's own
# lowering). The flags are those a real pipeline uses (see the TOSA issue's notes): the target
# extensions first (rescale's double rounding), then tosa-to-tensor and tosa-to-arith before the
# linalg pipeline, and tosa-to-arith again for the constants it leaves.
set -euo pipefail
cd "$(dirname "$0")/../tests/tosa-lowering"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
"$MLIR_OPT" ops.mlir \
  --tosa-attach-target="specification_version=1.1.draft profiles=pro_int,pro_fp extensions=doubleround,int16,bf16,dynamic" \
  --tosa-to-scf --tosa-to-tensor --tosa-to-arith="include-apply-rescale=true" \
  --tosa-to-linalg-pipeline --tosa-to-arith="include-apply-rescale=true" \
  -o ops.mlir-opt-22.mlir
