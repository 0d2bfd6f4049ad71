"""PyDM modules called from Python: each exception code a function returns
arrives as the Python exception it stands for (crates/pydm/src/exceptions.rs),
an unknown code as a RuntimeError naming it, and PyDM values cross the call
as Python values (objects boxed, lists of objects, unboxed lists of numbers)."""

import pytest

import sigil

CODES = {
    -1: StopIteration,
    -2: StopAsyncIteration,
    -3: RuntimeError,
    -4: ValueError,
    -5: NotImplementedError,
    -6: KeyError,
    -7: IndexError,
    -8: AttributeError,
    -9: TypeError,
    -10: UnboundLocalError,
    1: ZeroDivisionError,
    2: AssertionError,
    3: OverflowError,
}


def raising(code):
    return f"""
iree_pydm.func @f() -> (!iree_pydm.exception_result, !iree_pydm.none) {{
  %c = constant {code} : i64 -> !iree_pydm.exception_result
  raise_on_failure %c : !iree_pydm.exception_result
  %n = none
  return %n : !iree_pydm.none
}}
"""


@pytest.mark.parametrize("code,exc", sorted(CODES.items()))
def test_each_code_raises_its_exception(code, exc):
    m = sigil.parse(raising(code))
    with pytest.raises(exc) as info:
        m["f"]()
    assert f"@f (PyDM exception code {code})" in str(info.value)
    # Exactly that class, not a subclass chosen by accident.
    assert type(info.value) is exc


def test_needs_cpython_code_is_its_own_exception():
    # Code 5: not a Python exception, "the VM cannot give Python's result"
    # (an int to a negative power, a complex result, ...): a RuntimeError
    # subclass of its own, never OverflowError or ValueError.
    m = sigil.parse(raising(5))
    with pytest.raises(sigil.NeedsCPython, match="@f needs CPython") as info:
        m["f"]()
    assert isinstance(info.value, RuntimeError)
    assert not isinstance(info.value, (OverflowError, ValueError))


def test_unknown_code_is_a_runtime_error_naming_it():
    m = sigil.parse(raising(42))
    with pytest.raises(RuntimeError, match="unknown PyDM exception code 42 in @f"):
        m["f"]()


def test_success_returns_the_value_and_none():
    m = sigil.parse(raising(0))
    assert m["f"]() is None


VALUES = """
!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
iree_pydm.func @pair(%a: !iree_pydm.object, %b: !i) -> (!e, !iree_pydm.list) {
  %l = make_list %a, %b : !iree_pydm.object, !i -> !iree_pydm.list
  return %l : !iree_pydm.list
}
iree_pydm.func @second(%l: !iree_pydm.list) -> (!e, !iree_pydm.object) {
  %c1 = constant 1 : i64 -> !i
  %exc, %v = subscript %l[%c1] : !iree_pydm.list, !i -> !iree_pydm.object
  raise_on_failure %exc : !e
  return %v : !iree_pydm.object
}
iree_pydm.func @total(%l: !iree_pydm.list<unboxed,!i>) -> (!e, !i) {
  %n = len %l : !iree_pydm.list<unboxed,!i> -> !i
  %c1 = constant -1 : i64 -> !i
  %exc, %v = subscript %l[%c1] : !iree_pydm.list<unboxed,!i>, !i -> !i
  raise_on_failure %exc : !e
  %r = apply_binary "add", %n, %v : !i, !i -> !i
  return %r : !i
}
"""


def test_values_cross_as_python_values():
    m = sigil.parse(VALUES)
    assert m["pair"]([1, 2.5, None, True], 7) == [[1, 2.5, None, True], 7]
    assert m["pair"]((1, "x" == "y"), 0) == [(1, False), 0]
    assert m["second"]([None, (3, [4.5])]) == (3, [4.5])
    with pytest.raises(IndexError):
        m["second"]([1])
    # An unboxed list of ints: len + last element.
    assert m["total"]([5, 6, 40]) == 43
    assert m["total"]((1, 2)) == 4
    with pytest.raises(IndexError):
        m["total"]([])
    # Exactly ints: a float, a bool or an int beyond 64 bits is refused.
    for bad in ([1, 2.5], [1, True], [2**63]):
        with pytest.raises(ValueError, match="argument 0: element 1 .* does not fit a list of i64|argument 0: element 0"):
            m["total"](bad)
    # A scalar int beyond 64 bits too (no wrap-around).
    with pytest.raises(ValueError, match="does not fit in 64 bits"):
        m["pair"](1, 2**63)


def test_opt_prints_the_lowered_module():
    text = sigil.opt(VALUES, lower_pydm=True)
    assert "func.func @total(%arg0: !util.list<i64>) -> (i32, i64)" in text
    assert "iree_pydm" not in text


def test_jit_modes_give_the_same_results():
    text = """
!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
iree_pydm.func @fib(%n: !i) -> (!e, !i) {
  %c2 = constant 2 : i64 -> !i
  %c1 = constant 1 : i64 -> !i
  %lt = apply_compare "lt", %n, %c2 : !i, !i
  %p = bool_to_pred %lt
  cf.cond_br %p, ^small, ^big
^small:
  return %n : !i
^big:
  %a = apply_binary "sub", %n, %c1 : !i, !i -> !i
  %e1, %x = call @fib(%a) : (!i) -> (!e, !i)
  raise_on_failure %e1 : !e
  %b = apply_binary "sub", %n, %c2 : !i, !i -> !i
  %e2, %y = call @fib(%b) : (!i) -> (!e, !i)
  raise_on_failure %e2 : !e
  %r = apply_binary "add", %x, %y : !i, !i -> !i
  return %r : !i
}
"""
    results = {mode: sigil.parse(text, jit=mode)["fib"](20) for mode in ("off", "auto", "always")}
    assert results == {"off": 6765, "auto": 6765, "always": 6765}
    with pytest.raises(ValueError, match="jit"):
        sigil.parse(text, jit="sometimes")
