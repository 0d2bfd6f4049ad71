#!/usr/bin/env bash
# The whole test suite: installs the reference tools the tests compare against
# (mlir-opt-22 and mlir-runner-22; IREE's compiler and runtime tools), then checks formatting, lints, docs and
# runs every test, then the Python package's suite (scripts/python-tests.sh).
# Used by the README's quick start and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-mlir.sh
scripts/install-iree.sh --runtime

# Property tests draw fresh random cases on every local run; under CI they use
# a fixed seed so a commit's verdict is reproducible (override to explore).
if [ "${CI:-}" = true ]; then
    export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261127}"
fi

cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked --quiet
cargo test --workspace --locked
# The file tests once more in each tier (the run above used the default, auto).
SIGIL_JIT=off cargo test -p sigil-cli --test filetests --locked
SIGIL_JIT=always cargo test -p sigil-cli --test filetests --locked
scripts/python-tests.sh
