#!/usr/bin/env bash
# Memory-safety checks of the project's `unsafe` code, on the nightly toolchain.
#
#   scripts/sanitize.sh miri   Miri interprets the unit tests of the crates whose
#                              unsafe code it can run: sigil-kernels (twice: the
#                              portable code, then the AVX2+FMA code paths),
#                              sigil-vm (plus its `structured` integration test,
#                              which drives the interpreter loop) and
#                              sigil-numeric (no unit tests: its `fixed`
#                              integration test). Reports undefined behaviour
#                              (out-of-bounds or dangling accesses, aliasing
#                              violations, data races, invalid values) and leaks.
#                              Needs `rustup component add --toolchain nightly
#                              miri rust-src`. About 25 minutes on one core
#                              (the two kernels runs are 7 and 11 of them).
#   scripts/sanitize.sh asan   The whole workspace test suite built with
#                              AddressSanitizer (and its leak checker) in
#                              target/asan, apart from the normal build. A full
#                              rebuild: 40 to 60 minutes on one core.
#
# Not under Miri: sigil-jit (emits and runs machine code), sigil-cli (a libc
# clock call) and sigil-ir (its unsafe code maps files), which the ASan mode
# covers, and sigil-python (CPython FFI; its tests are pytest's, in
# scripts/python-tests.sh, so neither mode runs them). Tests Miri cannot run (C
# library calls, file IO, millions of iterations) carry
# `#[cfg_attr(miri, ignore)]` with the reason beside it.
# CARGO_BUILD_JOBS defaults to 1 (the machine is shared); extra arguments are
# passed to every `cargo test` after the mode.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
shift || true
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-1}"

summary=()
failed=0

# Runs one cargo invocation, timing it and keeping its "test result" lines.
step() {
    local name="$1"
    shift
    local log start end status
    log="$(mktemp)"
    start=$(date +%s)
    echo "==> $name: $*"
    set +e
    "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    set -e
    end=$(date +%s)
    local results
    results="$(grep -E '^test result:' "$log" | sed 's|; finished in.*||' | paste -sd '|' - || true)"
    summary+=("$name: $((end - start)) s, exit $status; ${results:-no test results}")
    rm -f "$log"
    if [ "$status" -ne 0 ]; then
        failed=1
    fi
}

report() {
    echo
    echo "==> summary ($mode)"
    printf '  %s\n' "${summary[@]}"
    exit "$failed"
}

case "$mode" in
miri)
    # -Zmiri-deterministic-floats: the kernels' tests compare bits with the
    # standard library's exp, tanh and ln and with NaN payloads, which Miri
    # otherwise perturbs at random (it models the freedom the platform has).
    # -Zmiri-isolation-error=warn-nobacktrace: isolation stays on (nothing
    # here needs the host), but an isolated call fails with an error code
    # instead of stopping the test: the VM's default limits read
    # /proc/meminfo and fall back to a fixed value when they cannot.
    export MIRIFLAGS="${MIRIFLAGS:--Zmiri-deterministic-floats -Zmiri-isolation-error=warn-nobacktrace}"
    miri=(cargo +nightly miri test)
    step "vm (unit)" "${miri[@]}" -p sigil-vm --lib "$@"
    step "vm (structured)" "${miri[@]}" -p sigil-vm --test structured "$@"
    step "numeric (fixed)" "${miri[@]}" -p sigil-numeric --test fixed "$@"
    step "kernels (portable)" "${miri[@]}" -p sigil-kernels --lib "$@"
    # With AVX2 and FMA enabled at compile time `is_x86_feature_detected!`
    # is true, so the `#[target_feature]` kernels and their intrinsics
    # (unaligned loads and stores of `math::avx`) run under Miri too. A
    # target dir of its own, so the two builds do not evict each other.
    step "kernels (avx2+fma)" env RUSTFLAGS="${RUSTFLAGS:-} -Ctarget-feature=+avx2,+fma" \
        "${miri[@]}" -p sigil-kernels --lib --target-dir target/miri-avx2 "$@"
    report
    ;;
asan)
    target=x86_64-unknown-linux-gnu
    # With an explicit --target, RUSTFLAGS reach only the target's crates,
    # not build scripts and proc macros (which must not be instrumented).
    # Doctests link the instrumented libraries, so rustdoc builds them
    # with the sanitizer too. No -Zbuild-std: ASan needs no instrumented std.
    export RUSTFLAGS="${RUSTFLAGS:-} -Zsanitizer=address"
    export RUSTDOCFLAGS="${RUSTDOCFLAGS:-} -Zsanitizer=address"
    # Line tables are enough for ASan's reports, and halve the build's size.
    export CARGO_PROFILE_DEV_DEBUG="${CARGO_PROFILE_DEV_DEBUG:-line-tables-only}"
    # malloc_context_size=255 (the most): the parser recurses deeply, and a
    # suppression below only matches a frame within the recorded stack.
    # The hostile-input tests allow a sanitizer's own memory on top of their
    # per-input limit.
    export SIGIL_SANITIZER=address
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=255:detect_stack_use_after_return=0:abort_on_error=0}"
    # Leaks made on purpose, which LeakSanitizer would report: `sigil opt`
    # forgets its last module's arenas as the process ends next
    # (crates/cli/src/opt.rs), which would fail every test that runs the
    # binary; sigil-filecheck's unit tests leak their prefix tables to get
    # `'static` ones (crates/filecheck/src/checkfile.rs).
    mkdir -p target/asan
    printf '%s\n' 'leak:sigil::opt::run' 'leak:sigil_filecheck::checkfile::tests::' >target/asan/lsan.supp
    export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/target/asan/lsan.supp:print_suppressions=0}"
    echo "LeakSanitizer suppressions (leaks on purpose): $(paste -sd ' ' target/asan/lsan.supp)"
    # "name: reason"; each name is passed to the test harnesses as --skip
    # (none today: sigil-jit's code now lives in one reserved region, so
    # ASan's allocator no longer puts blobs beyond rel32 reach of each other).
    skips=()
    for s in "${skips[@]}"; do
        echo "skipped under ASan: $s"
    done
    skip_args=()
    for s in "${skips[@]}"; do
        skip_args+=(--skip "${s%%:*}")
    done
    step "workspace (asan)" cargo +nightly test --workspace --target "$target" \
        --target-dir target/asan --no-fail-fast "$@" -- "${skip_args[@]}"
    report
    ;;
*)
    echo "usage: scripts/sanitize.sh miri|asan [cargo test arguments]" >&2
    exit 2
    ;;
esac
