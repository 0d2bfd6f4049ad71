#!/usr/bin/env bash
# StableHLO from JAX: four models at the sizes of the StableHLO work (MLP 64x784->512->512->10,
# a ResNet basic block on 1x56x56x64, a transformer block (seq 128, d 256, 4 heads), an LSTM of
# 8 steps via scan), each run by XLA on CPU (jax.jit), by IREE 3.13 (llvm-cpu, target CPU host,
# through its Python runtime) and by sigil (sigil.jax.jit), interleaved: time to the first
# result and median steady-state time per call, with ratios sigil/XLA and sigil/IREE. IREE's
# compiler: $SIGIL_IREE_BIN, else .venv-iree (scripts/install-iree.sh).
#
# usage: bench/stablehlo.sh [ROUNDS] [MODEL...]   (default 5 rounds, every model)
set -euo pipefail
cd "$(dirname "$0")/.."
SIGIL_PY_RELEASE=1 scripts/python-tests.sh --build-only >/dev/null
exec .venv-py/bin/python bench/stablehlo/models.py "$@"
