"""The same functions called through sigil and through iree.runtime 3.13.

The module is compiled by ``iree-compile`` for vmvx and loaded into
``iree.runtime``; sigil parses the same text. Results must be equal and
argument errors carry the same messages, except where sigil decided
otherwise (``../shared/spec/abi.md``): named arguments may be passed by
position, array shapes and dtypes are checked, an integer that does not fit
is an error (IREE truncates), and a list result without reflection comes
back as a list (IREE: an opaque VmRef). IREE demotes f64 to f32, so the
f64 function here checks sigil against numpy instead.
"""

import pathlib
import subprocess

import numpy as np
import pytest

import sigil

STRUCTURED = (pathlib.Path(__file__).resolve().parents[2] / "tests/abi/structured.mlir").read_text()
MODULE = STRUCTURED + r'''
func.func @inc(%a: i64) -> i64 {
  %c = arith.constant 1 : i64
  %s = arith.addi %a, %c : i64
  return %s : i64
}
func.func @addt(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @muli(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = arith.muli %a, %b : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
func.func @sum(%a: tensor<?xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<?xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
'''


@pytest.fixture(scope="module")
def both(tmp_path_factory, iree_compile, iree_runtime):
    rt = iree_runtime
    d = tmp_path_factory.mktemp("diff")
    (d / "m.mlir").write_text(MODULE)
    subprocess.run(
        [iree_compile, "--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=vmvx", str(d / "m.mlir"), "-o", str(d / "m.vmfb")],
        check=True,
    )
    config = rt.Config("local-task")
    ctx = rt.SystemContext(config=config)
    ctx.add_vm_module(rt.VmModule.mmap(config.vm_instance, str(d / "m.vmfb")))
    return sigil.parse(MODULE, name="m.mlir"), ctx.modules.module


def host(v):
    if hasattr(v, "to_host"):
        return v.to_host()
    if isinstance(v, tuple):
        return tuple(host(x) for x in v)
    if isinstance(v, list):
        return [host(x) for x in v]
    if isinstance(v, dict):
        return {k: host(x) for k, x in v.items()}
    if isinstance(v, np.generic):
        return v.item()
    return v


def same(a, b):
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=1e-5)
        return
    if isinstance(a, (list, tuple)):
        assert type(a) is type(b) and len(a) == len(b)
        for x, y in zip(a, b):
            same(x, y)
        return
    if isinstance(a, dict):
        assert a.keys() == b.keys()
        for k in a:
            same(a[k], b[k])
        return
    assert a == b and type(a) is type(b), (a, b)


rng = np.random.default_rng(7)
CALLS = [
    ("dict_sum", [{"x": 3, "y": 4}], {"k": 2}),
    ("pair", [5, 2.5], {}),
    ("pair", [-7, 0.125], {}),
    ("split", [3, 1.5], {}),
    ("inc", [41], {}),
    ("inc", [-(2**62)], {}),
    ("addt", [rng.standard_normal(4).astype(np.float32), rng.standard_normal(4).astype(np.float32)], {}),
    ("muli", [rng.integers(-100, 100, (2, 3), dtype=np.int32), rng.integers(-100, 100, (2, 3), dtype=np.int32)], {}),
    ("matmul", [rng.standard_normal((4, 8)).astype(np.float32), rng.standard_normal((8, 3)).astype(np.float32)], {}),
    ("sum", [rng.standard_normal(17).astype(np.float32)], {}),
]


@pytest.mark.parametrize("name,args,kwargs", CALLS, ids=[f"{c[0]}-{i}" for i, c in enumerate(CALLS)])
def test_results_agree(both, name, args, kwargs):
    ours, theirs = both
    same(ours[name](*args, **kwargs), host(theirs[name](*args, **kwargs)))


ERRORS = [
    ("dict_sum", [{"x": 3}], {"k": 10}),
    ("dict_sum", [{"x": 3, "y": 4, "z": 5}], {"k": 10}),
    ("dict_sum", [{"x": 3, "y": 4}], {"c": 2}),
    ("dict_sum", [{"x": 3, "z": 4}], {"k": 10}),
]


@pytest.mark.parametrize("name,args,kwargs", ERRORS, ids=[f"{c[0]}-{i}" for i, c in enumerate(ERRORS)])
def test_errors_agree(both, name, args, kwargs):
    ours, theirs = both
    with pytest.raises(Exception) as theirs_e:
        theirs[name](*args, **kwargs)
    with pytest.raises(Exception) as ours_e:
        ours[name](*args, **kwargs)
    # sigil names the argument first: "argument 0 of @f (type): <IREE's message>".
    assert str(ours_e.value).endswith(": " + str(theirs_e.value)) or str(ours_e.value) == str(
        theirs_e.value
    )
    assert isinstance(ours_e.value, (ValueError, TypeError))
