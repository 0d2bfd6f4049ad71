#!/usr/bin/env bash
# The whole test suite: installs the reference tools the tests compare against
# (mlir-opt-22 and mlir-runner-22; IREE's compiler and runtime tools), then checks formatting, lints, docs and
# runs every test, then the Python package's suite (scripts/python-tests.sh).
# Used by the README's quick start and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS=0
scripts/install-mlir.sh
scripts/install-iree.sh --runtime
echo "test.sh: $SECONDS s: installs" >&2

# Property tests draw fresh random cases on every local run; under CI they use
# a fixed seed so a commit's verdict is reproducible (override to explore).
if [ "${CI:-}" = true ]; then
    export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261127}"
    # A clean build gains nothing from incremental compilation's bookkeeping.
    export CARGO_INCREMENTAL=0
fi

# Each step's wall time goes to stderr, so a slow step shows in CI's log.
step() {
    local start=$SECONDS
    "$@"
    echo "test.sh: $(( SECONDS - start )) s: $*" >&2
}

step cargo fmt --all -- --check
step cargo clippy --workspace --all-targets --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" step cargo doc --workspace --no-deps --locked --quiet
# Every test, among them the file tests once per mode of the native tier
# (crates/cli/tests/filetests.rs). cargo-nextest runs the test binaries side by side
# (.config/nextest.toml); where it is missing, cargo test runs the same tests one binary
# after another.
if cargo nextest --version >/dev/null 2>&1; then
    step cargo nextest run --workspace --locked
    step cargo test --workspace --locked --doc
else
    step cargo test --workspace --locked
fi
step scripts/python-tests.sh
