"""sigil.check runs self-checking modules (IREE's check dialect) as `sigil check` does."""

import pathlib

import pytest

import sigil

ROOT = pathlib.Path(__file__).resolve().parents[2]

FAILING = """
func.func @good() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.00001]> : tensor<2xf32>) : tensor<2xf32>
  return
}
func.func @bad() {
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%a, dense<[1, 3]> : tensor<2xi32>) : tensor<2xi32>
  %c0 = arith.constant 0 : i32
  check.expect_true(%c0) : i32
  return
}
func.func @traps() {
  %z = arith.constant 0 : i32
  %d = arith.divsi %z, %z : i32
  return
}
func.func private @helper() {
  return
}
func.func @__skipped() {
  return
}
"""


@pytest.mark.parametrize("jit", ["off", "always"])
def test_iree_e2e_file_passes(jit):
    results = sigil.check(ROOT / "tests/iree-e2e/tensor_ops/concat.mlir", jit=jit)
    assert [r["name"] for r in results][:2] == ["concat_i8_static_dim0", "concat_i16_static_dim0"]
    assert all(r["passed"] and r["failures"] == [] for r in results)
    assert all(r["seconds"] >= 0 for r in results)


def test_failures_are_irees_and_located(tmp_path):
    path = tmp_path / "t.mlir"
    path.write_text(FAILING)
    results = {r["name"]: r for r in sigil.check(path)}
    assert list(results) == ["good", "bad", "traps"]
    assert results["good"]["passed"]
    bad = results["bad"]["failures"]
    assert not results["bad"]["passed"] and len(bad) == 2
    assert bad[0].startswith(f"{path}:9:3: Failure\nExpected equality of these values.")
    assert "2xi32=1 3" in bad[0]
    assert bad[1] == f"{path}:11:3: Failure\nExpected 0 to be nonzero.\n"
    assert "integer division by zero" in results["traps"]["failures"][0]
    only = sigil.check(path, function="@bad")
    assert [r["name"] for r in only] == ["bad"]


def test_a_module_that_does_not_load_raises(tmp_path):
    path = tmp_path / "t.mlir"
    path.write_text("func.func @f() {\n  check.expect_true(%x) : i32\n  return\n}\n")
    with pytest.raises(sigil.ParseError, match="use of undeclared SSA value"):
        sigil.check(path)
