"""sigil.opt prints what mlir-opt-22 prints."""

import pathlib
import subprocess

import pytest

import sigil

ROOT = pathlib.Path(__file__).resolve().parents[2]

TEXTS = [
    '"t.a"() {a = [123456789.0 : f64], i = [0x7FF8000000000000 : f64]} : () -> ()',
    "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n",
]


def _mlir_opt(mlir_opt, text, *flags):
    return subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", *flags],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    ).stdout


@pytest.mark.parametrize("generic", [False, True])
def test_opt_matches_mlir_opt(mlir_opt, generic):
    texts = TEXTS + [(ROOT / "examples" / f).read_text() for f in ["collatz.mlir", "mlp.mlir"]]
    for text in texts:
        flags = ["--mlir-print-op-generic"] if generic else []
        want = _mlir_opt(mlir_opt, text, *flags)
        got = sigil.opt(text, generic=generic, allow_unregistered_dialect=True)
        assert got == want


def test_opt_errors():
    with pytest.raises(sigil.ParseError, match="unregistered dialect"):
        sigil.opt('"t.a"() : () -> ()')
    with pytest.raises(sigil.VerifyError):
        sigil.opt("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n")
