#!/usr/bin/env bash
# The whole test suite: installs the reference tools the tests compare against
# (mlir-opt-22 and mlir-runner-22; IREE's compiler and runtime tools; mdBook for the guide),
# then checks formatting, lints and docs, runs every test, builds the user guide, then the
# Python package's suite (scripts/python-tests.sh). Used by the README's quick start and by
# .ci/run. Prints each stage's time as it ends, and all of them again at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS=0
times=()
report() {
    local status=$?
    if [ ${#times[@]} -gt 0 ]; then
        echo "test.sh: stage times:" >&2
        printf '  %s\n' "${times[@]}" >&2
        echo "test.sh: $SECONDS s in all$([ $status -ne 0 ] && echo ", failed with status $status")" >&2
    fi
}
trap report EXIT

# Each step's wall time goes to stderr, so a slow step shows in CI's log.
step() {
    local start=$SECONDS status=0
    "$@" || status=$?
    local took=$(( SECONDS - start ))
    times+=("$(printf '%4d s  %s%s' "$took" "$*" "$([ $status -ne 0 ] && echo "  (failed)")")")
    echo "test.sh: $took s: $*" >&2
    return $status
}

# mdBook is built from source when missing (about a minute of CPU): in the background, at low
# priority, so that it fills the cores' idle moments in the stages below.
mkdir -p .tools
nice -n 15 scripts/build-docs.sh --install-only >.tools/install-mdbook.log 2>&1 &
mdbook_install=$!

step scripts/install-mlir.sh
step scripts/install-iree.sh --runtime

# Property tests draw fresh random cases on every local run; under CI they use
# a fixed seed so a commit's verdict is reproducible (override to explore).
if [ "${CI:-}" = true ]; then
    export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261127}"
    # A clean build gains nothing from incremental compilation's bookkeeping.
    export CARGO_INCREMENTAL=0
fi

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
wait_mdbook() {
    if ! wait "$mdbook_install"; then
        cat .tools/install-mdbook.log >&2
        echo "test.sh: installing mdBook failed" >&2
        return 1
    fi
}
step wait_mdbook
step scripts/build-docs.sh
step scripts/python-tests.sh
