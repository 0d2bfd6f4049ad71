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
# IREE's tools and the Python package's environment are downloads and unpacking, not compiling:
# also in the background, while lints and the build keep the cores busy. Each is waited for
# just before the first stage that needs it.
scripts/install-iree.sh --runtime >.tools/install-iree.log 2>&1 &
iree_install=$!
scripts/python-tests.sh --env-only >.tools/python-env.log 2>&1 &
python_env=$!

# Property tests draw fresh random cases on every local run; under CI they use
# a fixed seed so a commit's verdict is reproducible (override to explore).
if [ "${CI:-}" = true ]; then
    export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261127}"
    # A clean build gains nothing from incremental compilation's bookkeeping.
    export CARGO_INCREMENTAL=0
fi

step cargo fmt --all -- --check
# Lints and docs check the code without building it, so they share nothing with the test
# build: they run beside it, in their own target directory, filling the core the build
# leaves idle while it waits on its largest crates. Their output is shown when they end.
lints() {
    export CARGO_TARGET_DIR=target/lint
    cargo clippy --workspace --all-targets --locked -- -D warnings &&
        RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked --quiet
}
lints >.tools/lints.log 2>&1 &
lints_pid=$!
# Waits for a background job; its log is shown, and the failure named.
wait_for() {
    local pid=$1 log=$2
    if ! wait "$pid"; then
        cat "$log" >&2
        echo "test.sh: $log: failed" >&2
        return 1
    fi
    cat "$log" >&2
}
# Every test, among them the file tests once per mode of the native tier
# (crates/cli/tests/filetests.rs). cargo-nextest runs the test binaries side by side
# (.config/nextest.toml); where it is missing, cargo test runs the same tests one binary
# after another. The Python crate is built here too, although its tests are the Python suite
# below: with it, every crate shared with the wheel is built with the features the wheel's
# build gives it, so maturin reuses this build (without it, it rebuilt them all).
tests=(--workspace --locked)
step cargo test "${tests[@]}" --no-run --quiet
step wait_for "$lints_pid" .tools/lints.log
step wait_for "$iree_install" .tools/install-iree.log
if cargo nextest --version >/dev/null 2>&1; then
    step cargo nextest run "${tests[@]}"
    step cargo test "${tests[@]}" --doc
else
    step cargo test "${tests[@]}"
fi
step wait_for "$mdbook_install" .tools/install-mdbook.log
step scripts/build-docs.sh
step wait_for "$python_env" .tools/python-env.log
step scripts/python-tests.sh
