"""@sigil.pydm.jit: calls that used to fall back to CPython and that the VM
now answers itself. The VM used the OverflowError and ValueError codes
also for "let CPython do it", so a call whose true answer was one of those
exceptions ran on CPython; "let CPython do it" has a code of its own now
(5, sigil.NeedsCPython). Each call here must equal CPython's outcome (value
and type, or exception class) with ``fn.stats["fallbacks"]`` unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import sigil  # noqa: E402
from sigil.pydm import jit  # noqa: E402

import pydm_cases as pc  # noqa: E402
from test_pydm_jit import outcome, same  # noqa: E402


def on_vm(fn, args):
    """fn(*args) equals CPython's outcome, and the VM answered it."""
    before = dict(fn.stats)
    expected = outcome(fn.python, args)
    got = outcome(fn, args)
    assert same(expected, got), f"{fn.__name__}{args!r}: CPython {expected!r}, jitted {got!r}"
    assert fn.stats["fallbacks"] == before["fallbacks"], (fn.__name__, args, fn.stats.get("fallback_reason"))
    return expected


ON_VM = [
    # Python's ValueError and OverflowError, raised by the VM.
    (pc.shifts, (1, -1)),  # ValueError: negative shift count
    (pc.shifts, (2**70, -3)),  # the same in the integer<*> signature
    (pc.big_shifts, (-(2**100), -1)),
    (pc.power, (10.0, 400.0)),  # OverflowError (34, 'Numerical result out of range')
    (pc.power, (-1e200, 3.0)),
    (pc.power, (0.0, float("-inf"))),  # inf (no check left to CPython)
    (pc.big_to_float, (10**309,)),  # OverflowError: int too large to convert to float
    (pc.big_to_float, (-(10**400),)),
    (pc.big_truediv, (10**400, 1)),  # OverflowError: integer division result too large
    (pc.raises, (1,)),
    (pc.raises, (2,)),
    (pc.unpack_mismatch, ([1, 2, 3],)),
    (pc.unpack_mismatch, ([1],)),
    (pc.unpack_mismatch, ([1, 2],)),
    # An index beyond 64 bits: IndexError, in either direction, read or
    # written; a repetition count beyond 64 bits: OverflowError.
    (pc.big_index, ([1, 2, 3], 2**70)),
    (pc.big_index, ([1, 2, 3], -(2**70))),
    (pc.big_index, ([1, 2, 3], 2**64)),
    (pc.big_index, ([1, 2, 3], 2**63)),
    (pc.big_index, ([1, 2, 3], -(2**63) - 1)),
    (pc.big_index_store, (2**70,)),
    (pc.big_index_store, (-(2**70),)),
    (pc.big_index_store, (2**63,)),
    (pc.big_repeat, (2**70,)),
    (pc.big_repeat, (-(2**70),)),
    # Objects holding ints beyond 64 bits (the runtime library's truth test
    # and the front end's helpers).
    (pc.big_object_truth, (2**70, True)),
    (pc.big_object_truth, (-(2**65), True)),
    (pc.big_object_truth, (2**64 - 2**64, True)),
    (pc.big_object_arith, (2**70, 3)),
    (pc.big_object_arith, (-(2**70), 2**70)),
    (pc.big_object_arith, (2**65, 0.5)),
    (pc.big_object_arith, (10**400, 0.5)),  # OverflowError converting to float
]


@pytest.mark.parametrize("fn,args", ON_VM, ids=[f"{f.__name__}{a}"[:60] for f, a in ON_VM])
def test_answered_by_the_vm(fn, args):
    on_vm(fn, args)


def test_the_exceptions_are_pythons_classes():
    for fn, args, exc in [(pc.shifts, (1, -1), ValueError),
                          (pc.big_index, ([1], 2**70), IndexError),
                          (pc.big_index_store, (-(2**70),), IndexError),
                          (pc.big_repeat, (2**70,), OverflowError),
                          (pc.big_to_float, (10**309,), OverflowError),
                          (pc.unpack_mismatch, ([1, 2, 3],), ValueError)]:
        before = fn.stats["fallbacks"]
        with pytest.raises(exc) as info:
            fn(*args)
        assert type(info.value) is exc
        assert fn.stats["fallbacks"] == before


# What still needs CPython: a float or complex result where the compiled
# type is an int or a float, operations on lists left to CPython.
STILL_CPYTHON = [
    (pc.power, (2, -1)),
    (pc.power, (2**70, -2)),
    (pc.power, (-8.0, 0.5)),
    (pc.list_concat, (1,)),
    (pc.list_compare, ([1, 2], [1, 3])),
]


@pytest.mark.parametrize("fn,args", STILL_CPYTHON, ids=[f"{f.__name__}{a}" for f, a in STILL_CPYTHON])
def test_still_runs_on_cpython(fn, args):
    before = fn.stats["fallbacks"]
    assert same(outcome(fn.python, args), outcome(fn, args))
    assert fn.stats["fallbacks"] == before + 1
    assert "needs CPython" in fn.stats["fallback_reason"]


@jit
def index_ops(l, i, j):
    l2 = [0] * len(l)
    l2[j] = i
    return l[i], l2[j], l[-1]


@jit
def shift_ops(a, b):
    return a << b, a >> b


@jit
def mixed_ops(a, b, flag):
    x = a if flag else 0.5
    return x + b, x * b, x > b, x == b, 1 if x else 0


def _rand_int(rng):
    bits = rng.choice((3, 8, 62, 63, 64, 65, 70, 100, 200))
    return rng.randint(-(2**bits), 2**bits)


@pytest.mark.parametrize("seed", range(4))
def test_random_against_cpython_without_fallback(seed):
    """Random indices (past 64 bits too), shift counts (negative too) and
    objects holding big ints: every outcome CPython's, none from CPython."""
    rng = random.Random(7000 + seed)
    for _ in range(60):
        n = rng.randint(1, 5)
        l = [rng.randint(-9, 9) for _ in range(n)]
        i = rng.choice((rng.randint(-n - 2, n + 2), _rand_int(rng)))
        j = rng.randint(-n, n - 1)
        on_vm(index_ops, (l, i, j))
        a, b = _rand_int(rng), rng.randint(-70, 300)
        if rng.random() < 0.3:
            b = -rng.randint(1, 2**rng.choice((3, 70)))
        on_vm(shift_ops, (a, b))
        c = rng.choice((_rand_int(rng), rng.uniform(-1e20, 1e20), 10**rng.randint(300, 400)))
        on_vm(mixed_ops, (_rand_int(rng), c, rng.random() < 0.7))


def test_needs_cpython_is_exported():
    assert issubclass(sigil.NeedsCPython, RuntimeError)
    assert issubclass(sigil.ElementTypeMismatch, ValueError)
