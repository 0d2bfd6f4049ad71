#!/usr/bin/env bash
# The Python package's test suite: creates the virtual environment .venv-py
# (numpy, pytest, ml_dtypes, maturin, IREE's Python runtime and JAX for the
# differential tests), builds the abi3 wheel with maturin, installs it there and runs
# pytest on python/tests (arguments go to pytest). Run by scripts/test.sh (the README's
# test command). The tests use a debug build of the wheel (overflow checks and debug
# assertions on; it reuses what `cargo test` built, where an optimised build with LTO took
# four to seven minutes of the test command on two cores, for a suite that runs in
# seconds either way). --build-only: only the environment and an optimised wheel
# (bench/python.sh); --env-only: only the environment (the test command prepares it in the
# background while the code builds); SIGIL_PY_RELEASE=1 tests the optimised wheel.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-py
build_only=false
env_only=false
case "${1:-}" in
  --build-only) build_only=true; shift ;;
  --env-only) env_only=true; shift ;;
esac
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
  "maturin>=1.5,<2" numpy pytest ml_dtypes "iree-base-runtime==3.13.0" "jax==0.10.2" "jaxlib==0.10.2"

$env_only && exit 0

rm -rf target/wheels
profile=()
if $build_only || [ "${SIGIL_PY_RELEASE:-}" = 1 ]; then
  profile=(--release)
fi
"$venv/bin/maturin" build "${profile[@]}" --quiet --interpreter "$venv/bin/python" -o target/wheels
"$venv/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps \
  target/wheels/sigil-*.whl
$build_only && exit 0
# Run from the tests' directory so that `import sigil` finds the installed
# wheel, not the sources in python/.
cd python/tests
exec "../../$venv/bin/python" -m pytest -q "$@"
