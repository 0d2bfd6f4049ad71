"""@sigil.pydm.jit: list parameters of numbers are passed unboxed (a list
of raw scalars, no object per element) when that is safe, and results stay
CPython's: mixed lists, bools in int lists, ints in float lists, empty and
nested lists, lists that meet other types, lists passed on to other jitted
functions. (The functions are in pydm_cases.py, where test_pydm_jit.py also
compares all their inputs with CPython.)"""

import os
import re
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import pydm_cases  # noqa: E402
from sigil.pydm import jit  # noqa: E402


class Fresh:
    """pydm_cases' functions jitted afresh for each attribute access (their
    signatures' state, such as a switch to generic elements after a mixed
    list, is not shared with other tests)."""

    def __getattr__(self, name):
        return jit(getattr(pydm_cases, name).python)


pc = Fresh()

UNBOXED_INT = "!iree_pydm.list<unboxed,!iree_pydm.integer<64>>"
UNBOXED_FLOAT = "!iree_pydm.list<unboxed,!iree_pydm.real<f64>>"
UNBOXED_BOOL = "!iree_pydm.list<unboxed,!iree_pydm.bool>"


def on_vm(fn, *args):
    """fn(*args) with the VM answering (no fallback); its result."""
    before = dict(fn.stats)
    r = fn(*args)
    assert fn.stats["vm"] == before["vm"] + 1, fn.stats
    assert fn.stats["fallbacks"] == before["fallbacks"], fn.stats
    return r


@pytest.mark.parametrize("name,args,ty", [
    ("sum_by_index", ([1, 2, 3],), UNBOXED_INT),
    ("unboxed_get", ([1, 2, 3], -1), UNBOXED_INT),
    ("sum_floats", ([1.5, 2.5],), UNBOXED_FLOAT),
    ("count_true", ([True, False],), UNBOXED_BOOL),
    ("unboxed_misc", ([1, 2, 3],), UNBOXED_INT),
    ("pick_list", ([1, 2], [3], True), UNBOXED_INT),
])
def test_unboxed_parameter(name, args, ty):
    fn = getattr(pc, name)
    on_vm(fn, *args)
    assert f"%arg0: {ty}" in fn.pydm
    # elements are read as raw scalars, never as objects
    assert not re.search(r"subscript [^\n]*list<unboxed[^\n]*-> !iree_pydm.object", fn.pydm)
    assert re.search(r"subscript [^\n]*list<unboxed", fn.pydm)


def test_sum_by_index_needs_no_element_check():
    f = pc.sum_by_index
    # bool-ness of the elements is never observed: no scan before the call
    assert f.compiled([1, 2, 3]).checks == []
    # The host takes exactly ints for an unboxed int list: bools make the
    # call leave the unboxed signature (CPython's result either way).
    assert f([2, True, False]) == 3
    assert on_vm(f, list(range(1000))) == 499500
    assert on_vm(f, (1, 2)) == 3  # a tuple argument is not unboxed
    assert UNBOXED_INT not in f.pydm


def test_empty_list_stays_boxed():
    f = pc.sum_by_index
    assert on_vm(f, []) == 0
    assert "list<unboxed" not in f.pydm


def test_negative_indices_and_index_error():
    f = pc.unboxed_get
    assert on_vm(f, [1, 2, 3], -1) == 3
    assert on_vm(f, [1, 2, 3], -3) == 1
    assert UNBOXED_INT in f.pydm
    for i in (3, -4):
        before = f.stats["fallbacks"]
        with pytest.raises(IndexError):
            f([1, 2, 3], i)
        assert f.stats["fallbacks"] == before, "the VM raised it"
    assert UNBOXED_INT in f.pydm


def test_float_in_int_list_falls_back_then_generic():
    f = pc.sum_by_index
    assert f([1, 2, 3]) == 6
    before = dict(f.stats)
    # The host's conversion rejects 2.5 (ValueError): CPython answers ...
    assert f([1, 2.5, 3]) == 6.5
    assert f.stats["fallbacks"] == before["fallbacks"] + 1
    # ... and the signature is compiled again with generic elements.
    assert on_vm(f, [1, 2.5, 3]) == 6.5
    assert "list<unboxed" not in f.pydm
    with pytest.raises(TypeError):
        f([1, 2.5, None])


def test_bool_in_int_list_whose_elements_are_observed():
    f = pc.elem_returned
    assert f([1, 2, 3], 1) == 2
    assert [k for k, _ in f.compiled([1, 2, 3], 1).checks] == [0]
    r = f([1, True, 3], 1)
    assert r is True
    g = pc.elems_and
    assert g([True, True]) == (True, True) and type(g([True, True])[0]) is bool
    assert g([6, 3]) == (2, 7)


def test_int_in_float_list():
    f = pc.sum_floats
    assert on_vm(f, [1.5, 2.5]) == (4.0, 2.5)
    r = f([0.5, 2])
    assert r == (2.5, 2) and type(r[1]) is int
    assert "list<unboxed" not in f.pydm


def test_nested_lists_stay_boxed():
    f = pc.nested_sum
    assert on_vm(f, [[1, 2], [3]]) == 6
    assert "list<unboxed" not in f.pydm


@pytest.mark.parametrize("name,args", [
    ("join_with_local", ([1, 2], True)),  # joined with a boxed list
    ("stored_in_list", ([1, 2],)),  # stored into a list of objects
    ("joined_with_int", ([1, 2], 0)),  # a variable of int or list: an object
    ("pick_list", ([1], [1.5], True)),  # joined with an unboxed float list
    ("pass_to_boxing", ([1, 2],)),  # the callee boxes it
])
def test_unsafe_stays_boxed(name, args):
    fn = getattr(pc, name)
    on_vm(fn, *args)
    assert "list<unboxed" not in fn.pydm


def test_one_parameter_unboxed_the_other_not():
    f = pc.one_boxed_one_not
    assert on_vm(f, [1, 2], [5, 6]) == 3
    assert f"%arg0: {UNBOXED_INT}, %arg1: !iree_pydm.list)" in f.pydm


def test_passed_to_another_jitted_function():
    f = pc.pass_through
    assert on_vm(f, [1, 2, 3]) == 9
    # the callee's specialised parameter is unboxed too
    assert f.pydm.count(f"%arg0: {UNBOXED_INT}") == 2
    assert f"call @total$1(%arg0) : ({UNBOXED_INT})" in f.pydm
    assert f([1, 2.5]) == 5.5
    assert on_vm(f, [True, True]) == 4


def test_unboxed_result_of_join_of_two_parameters():
    f = pc.pick_list
    assert on_vm(f, [1, 2], [3], False) == 3
    assert f"%arg0: {UNBOXED_INT}, %arg1: {UNBOXED_INT}" in f.pydm


@pytest.mark.parametrize("big", [2**63, 2**64, -(2**63) - 1, 2**100, -(2**200)])
@pytest.mark.parametrize("at", [0, 1, 4])
def test_big_int_in_int_list_runs_big_and_stays_unboxed(big, at):
    """An int beyond 64 bits anywhere in an unboxed int list: the host's
    read of the list refuses it, the integer<*> signature (boxed lists)
    answers on the VM, and the signature stays unboxed for the next list
    (a big int is not a type conflict)."""
    f = pc.sum_by_index
    assert on_vm(f, [1, 2, 3]) == 6
    data = [7, 8, 9, 10, 11]
    data[at] = big
    before = dict(f.stats)
    assert f(data) == sum(data)
    assert f.stats["fallbacks"] == before["fallbacks"]
    assert f.stats["vm"] == before["vm"] + 1
    assert f.stats["big"] == before["big"] + 1
    assert on_vm(f, [4, 5]) == 9
    assert UNBOXED_INT in f.pydm


@pytest.mark.parametrize("mixed", [2.5, float("nan"), True, None, [1]])
def test_other_element_in_int_list_behaves_as_before(mixed):
    """A float, a bool, None or a list among the ints of an unboxed int
    list: CPython's answer (or error), as before the list's compact form."""
    f = pc.sum_by_index
    assert on_vm(f, [1, 2, 3]) == 6
    data = [1, mixed, 3]
    try:
        expect = pydm_cases.sum_by_index.python(data)
    except TypeError:
        with pytest.raises(TypeError):
            f(data)
        return
    r = f(data)
    assert r == expect or (r != r and expect != expect)
    assert type(r) is type(expect)


def test_ints_at_the_edges_of_64_bits_stay_on_the_vm():
    """Ints of one, two and three 30-bit digits and the extremes of int64
    are read exactly (no fallback)."""
    f = pc.sum_by_index
    for data in ([2**30, -(2**30), 2**45 + 7], [2**63 - 1], [-(2**63)],
                 [-(2**63), 2**63 - 1], list(range(-3 * 10**9, 3 * 10**9, 10**8))):
        assert on_vm(f, data) == sum(data)
        assert UNBOXED_INT in f.pydm
    g = pc.unboxed_get
    assert on_vm(g, [2**62 + 1, -(2**62) - 3], -1) == -(2**62) - 3
