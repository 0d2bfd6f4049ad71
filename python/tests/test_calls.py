"""Calling functions: scalars, arrays of every dtype, structures, errors, traps."""

import pathlib

import numpy as np
import pytest

import sigil

STRUCTURED = (pathlib.Path(__file__).resolve().parents[2] / "tests/abi/structured.mlir").read_text()


@pytest.fixture(scope="module")
def m():
    return sigil.parse(STRUCTURED, name="abi.mlir")


def test_scalars(m):
    assert m.pair(7, 2.5) == (7, 2.5)
    assert m.none() is None
    assert m["not"](True) is False
    assert m["not"](False) is True
    assert m["not"](1) is False


def test_records_dicts_and_keywords(m):
    assert m.dict_sum({"x": 3, "y": 4}, k=2) == 14
    assert m.dict_sum({"x": 3, "y": 4}, 10) == 70


def test_records_shape_results(m):
    assert m.split(3, 0.5) == {"count": 3, "mean": 0.5}


def test_sip_flattens_structures(m):
    t = np.array([1.0, 2.0], np.float32)
    out = m.predict(t, {"a": 1.5, "b": 2})
    np.testing.assert_array_equal(out, t)


def test_sip_dict_takes_keywords_and_results_fill_gaps(m):
    assert m.kw(a=1, b=2) == [2, None, 1]


def test_dynamic_lists_nest(m):
    v = [1, 2.5, [3, (4, 5)], {"b": 1, "a": 2}]
    out = m.nested(v)
    # Tuples come back as lists, dicts as lists of values in key order.
    assert out == [1, 2.5, [3, [4, 5]], [2, 1]]
    assert isinstance(out, list)


def test_homogeneous_list(m):
    assert m.homog([1, 2, 3]) == 3


def test_arity_errors(m):
    with pytest.raises(ValueError, match="mismatched call arity: expected 2 got 3"):
        m.pair(1, 2.0, 3)
    with pytest.raises(ValueError, match="expected 2"):
        m.pair(1)
    with pytest.raises(ValueError, match="specified kwarg 'c' is unknown"):
        m.dict_sum({"x": 1, "y": 2}, c=1)
    with pytest.raises(ValueError, match="duplicate keyword argument 'k'"):
        m.dict_sum({"x": 1, "y": 2}, 1, k=1)
    with pytest.raises(ValueError, match="expected a dict with 2 values"):
        m.dict_sum({"x": 1}, k=1)


def test_wrongly_typed_values_raise_type_error(m):
    with pytest.raises(TypeError, match="argument 0 of @pair \\(i32\\): expected an integer, got 1.5"):
        m.pair(1.5, 2.0)
    with pytest.raises(TypeError):
        m.pair("x", 2.0)
    with pytest.raises(TypeError):
        m.pair(object(), 2.0)
    with pytest.raises(TypeError):
        m.nested([{1: 2}])


def test_out_of_range_int_is_a_value_error(m):
    with pytest.raises(ValueError, match="does not fit"):
        m.pair(2**40, 1.0)
    with pytest.raises(ValueError):
        m.pair(2**70, 1.0)


def test_nesting_limit(m):
    v = []
    for _ in range(200):
        v = [v]
    with pytest.raises(ValueError, match="deeper than"):
        m.nested(v)


DTYPES = [
    ("i1", np.bool_),
    ("i8", np.int8),
    ("i16", np.int16),
    ("i32", np.int32),
    ("i64", np.int64),
    ("ui8", np.uint8),
    ("ui16", np.uint16),
    ("ui32", np.uint32),
    ("ui64", np.uint64),
    ("si32", np.int32),
    ("f16", np.float16),
    ("f32", np.float32),
    ("f64", np.float64),
    ("complex<f32>", np.complex64),
    ("complex<f64>", np.complex128),
]

# The VM does not compute on complex tensors yet (the tensors issue): they
# pass in and out, but a linalg.copy of them does not compile.
NO_COMPUTE = {"complex<f32>", "complex<f64>"}


@pytest.mark.parametrize("mlir,dtype", DTYPES)
def test_every_dtype_round_trips(mlir, dtype):
    m = sigil.parse(
        f"""
func.func @id(%t: tensor<2x3x{mlir}>) -> tensor<2x3x{mlir}> {{
  return %t : tensor<2x3x{mlir}>
}}
func.func @copy(%t: tensor<2x3x{mlir}>) -> tensor<2x3x{mlir}> {{
  %e = tensor.empty() : tensor<2x3x{mlir}>
  %c = linalg.copy ins(%t : tensor<2x3x{mlir}>) outs(%e : tensor<2x3x{mlir}>) -> tensor<2x3x{mlir}>
  return %c : tensor<2x3x{mlir}>
}}
"""
    )
    x = (np.arange(6).reshape(2, 3) % 2 == 1) if dtype is np.bool_ else np.arange(6).reshape(2, 3).astype(dtype)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * x
    y = m.id(x) if mlir in NO_COMPUTE else m.copy(x)
    assert y.dtype == np.dtype(dtype)
    assert y.shape == (2, 3)
    np.testing.assert_array_equal(y, x)


def test_bfloat16():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    m = sigil.parse(
        """
func.func @dbl(%t: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = arith.addf %t, %t : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
"""
    )
    x = np.array([1, 2, 3, 4], dtype=ml_dtypes.bfloat16)
    y = m.dbl(x)
    assert y.dtype == np.dtype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(y.astype(np.float32), [2, 4, 6, 8])


def test_signed_arrays_pass_for_signless_and_unsigned_for_ui():
    m = sigil.parse(
        """
func.func @neg(%t: tensor<3xi32>) -> tensor<3xi32> {
  %z = arith.constant dense<0> : tensor<3xi32>
  %0 = arith.subi %z, %t : tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @u(%t: tensor<3xui8>) -> tensor<3xui8> {
  return %t : tensor<3xui8>
}
"""
    )
    np.testing.assert_array_equal(m.neg(np.array([1, -2, 3], np.int32)), [-1, 2, -3])
    y = m.u(np.array([1, 2, 255], np.uint8))
    assert y.dtype == np.uint8


def test_array_mismatches_name_argument_shape_and_dtype():
    m = sigil.parse(
        """
func.func @f(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %t : tensor<2x3xf32>
}
"""
    )
    with pytest.raises(ValueError) as e:
        m.f(np.zeros((3, 2), np.float32))
    assert "argument 0 of @f" in str(e.value)
    assert "2x3" in str(e.value) and "3x2xf32" in str(e.value)
    with pytest.raises(TypeError) as e:
        m.f(np.zeros((2, 3), np.float64))
    assert "f32" in str(e.value) and "f64" in str(e.value)
    with pytest.raises(TypeError):
        m.f(np.zeros((2, 3), dtype=object))


def test_non_contiguous_arrays_are_copied():
    m = sigil.parse(
        """
func.func @f(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = arith.addf %t, %t : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""
    )
    x = np.arange(6, dtype=np.float32).reshape(3, 2).T  # Fortran order
    np.testing.assert_array_equal(m.f(x), 2 * x)
    big = np.arange(6, dtype=">f4").reshape(2, 3)  # big-endian
    np.testing.assert_array_equal(m.f(big), 2 * big.astype(np.float32))


def test_rank_zero_and_empty_arrays():
    m = sigil.parse(
        """
func.func @s(%t: tensor<f64>) -> tensor<f64> {
  %0 = arith.mulf %t, %t : tensor<f64>
  return %0 : tensor<f64>
}
func.func @e(%t: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %0 = arith.addf %t, %t : tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}
"""
    )
    y = m.s(np.array(3.0))
    assert y.shape == () and y == 9.0
    assert m.e(np.zeros((0, 4), np.float32)).shape == (0, 4)


TRAPS = r'''
func.func @divsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  return %0 : i32
}
func.func @divui(%a: i32, %b: i32) -> i32 {
  %0 = arith.divui %a, %b : i32
  return %0 : i32
}
func.func @remsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.remsi %a, %b : i32
  return %0 : i32
}
func.func @check(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %a, %c : i32
  cf.assert %ok, "a must be positive"
  return %a : i32
}
func.func @outer(%a: i32, %b: i32) -> i32 {
  %0 = call @divsi(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}
'''


@pytest.mark.parametrize("fn", ["divsi", "divui", "remsi"])
def test_division_by_zero_traps(fn):
    m = sigil.parse(TRAPS, name="traps.mlir")
    with pytest.raises(sigil.Trap) as e:
        m[fn](1, 0)
    msg = str(e.value)
    assert "integer division by zero" in msg
    assert f"%0 = arith.{fn} %a, %b : i32" in msg
    assert "^" in msg
    assert isinstance(e.value, RuntimeError)


def test_signed_overflow_traps():
    m = sigil.parse(TRAPS, name="traps.mlir")
    with pytest.raises(sigil.Trap, match="signed division of the smallest value by -1"):
        m.divsi(-(2**31), -1)


def test_assert_traps_with_its_message():
    m = sigil.parse(TRAPS, name="traps.mlir")
    with pytest.raises(sigil.Trap, match="a must be positive") as e:
        m.check(-1)
    assert str(e.value).startswith("traps.mlir:17:3: error: assertion failed: a must be positive")
    assert m.check(3) == 3


def test_trap_names_location_and_call_stack():
    m = sigil.parse(TRAPS, name="traps.mlir")
    with pytest.raises(sigil.Trap) as e:
        m.outer(1, 0)
    msg = str(e.value)
    assert msg.startswith("traps.mlir:3:8: error: integer division by zero")
    assert "@divsi at traps.mlir:3:8" in msg
    assert msg.endswith("@divsi at traps.mlir:3:8\n  @outer at traps.mlir:21:8")


def test_module_state_is_kept_between_calls():
    m = sigil.parse(
        """
util.global private mutable @count = 0 : i64
func.func @bump() -> i64 {
  %c = util.global.load @count : i64
  %one = arith.constant 1 : i64
  %n = arith.addi %c, %one : i64
  util.global.store %n, @count : i64
  return %n : i64
}
"""
    )
    assert [m.bump() for _ in range(3)] == [1, 2, 3]
