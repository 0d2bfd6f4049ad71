"""Shared fixtures: the reference tools, found or (under CI=true) required.

Outside CI a test that needs a missing tool is skipped with a loud
message; under ``CI=true`` it fails instead (the test command installs
every tool first).
"""

import os
import pathlib
import shutil
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CI = os.environ.get("CI") == "true"


def _missing(what: str):
    msg = f"{what} is not installed (run scripts/test.sh, which installs it)"
    if CI:
        pytest.fail(f"CI=true: {msg}")
    print(f"\n{'!' * 78}\nSKIPPED: {msg}\n{'!' * 78}", file=sys.stderr)
    pytest.skip(msg)


@pytest.fixture(scope="session")
def mlir_opt():
    path = shutil.which("mlir-opt-22")
    if path is None:
        _missing("mlir-opt-22")
    return path


@pytest.fixture(scope="session")
def iree_compile():
    for d in [os.environ.get("SIGIL_IREE_BIN"), "/tmp/venv-iree/bin", str(ROOT / ".venv-iree/bin")]:
        if d and (pathlib.Path(d) / "iree-compile").is_file():
            return str(pathlib.Path(d) / "iree-compile")
    _missing("iree-compile (IREE 3.13)")


@pytest.fixture(scope="session")
def iree_runtime():
    try:
        import iree.runtime as rt  # noqa: F401
    except ImportError:
        _missing("the Python package iree-base-runtime 3.13")
    import iree.runtime as rt

    return rt
