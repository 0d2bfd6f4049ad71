"""@sigil.pydm.jit: jitted results equal CPython's (value and type, or
exception class) on the functions of pydm_cases.py, random inputs, and
out-of-subset functions rejected at decoration with their line."""

import contextlib
import copy
import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import sigil  # noqa: E402
from sigil.pydm import JitFunction, UnsupportedError, jit  # noqa: E402

import pydm_cases  # noqa: E402


@contextlib.contextmanager
def pure_cpython():
    """Jitted functions called inside run as plain Python (so that the
    expected result of a recursive function is CPython's all the way down,
    not CPython calling jitted callees)."""
    orig = JitFunction.__call__
    JitFunction.__call__ = lambda self, *a: self._fn(*a)
    try:
        yield
    finally:
        JitFunction.__call__ = orig


def outcome(f, args):
    if isinstance(f, JitFunction):
        return _outcome(f, args)
    with pure_cpython():
        return _outcome(f, args)


def _outcome(f, args):
    try:
        return ("ok", f(*copy.deepcopy(args)))
    except Exception as e:  # noqa: BLE001
        return ("exc", type(e))


def same_value(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        if math.isnan(a):
            return math.isnan(b)
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    return a == b


def same(expected, got) -> bool:
    if expected[0] != got[0]:
        return False
    if expected[0] == "exc":
        return expected[1] is got[1]
    return same_value(expected[1], got[1])


CASE_IDS = [f.__name__ for f, _ in pydm_cases.CASES]


def test_at_least_sixty_functions():
    assert len(pydm_cases.CASES) >= 60


@pytest.mark.parametrize("fn,inputs", pydm_cases.CASES, ids=CASE_IDS)
def test_equals_cpython(fn, inputs):
    for args in inputs:
        expected = outcome(fn.python, args)
        got = outcome(fn, args)
        assert same(expected, got), f"{fn.__name__}{args!r}: CPython {expected!r}, jitted {got!r}"


# Which calls the VM answers itself (no fallback), and which it leaves to
# CPython: checks that the fast path is taken where it should be.
VM_ONLY = [
    (pydm_cases.fib, (20,)),
    (pydm_cases.collatz, (27,)),
    (pydm_cases.sort_copy, ([3, 1, 2],)),
    (pydm_cases.int_float_compares, (2**53 + 1, 2.0**53)),
    (pydm_cases.floordiv, (-7.5, 2)),
    (pydm_cases.mutual, (51,)),
    (pydm_cases.changing_types, (1,)),
    (pydm_cases.for_over_list, ([None, 2.5, 1, True],)),
    (pydm_cases.list_mixed_store, (4,)),
    (pydm_cases.nested_list, (2,)),
]


@pytest.mark.parametrize("fn,args", VM_ONLY, ids=[f.__name__ for f, _ in VM_ONLY])
def test_runs_on_the_vm(fn, args):
    before = dict(fn.stats)
    fn(*args)
    assert fn.stats["vm"] == before["vm"] + 1
    assert fn.stats["fallbacks"] == before["fallbacks"]


EXCEPTIONS_FROM_VM = [
    (pydm_cases.raises, (3,), IndexError),
    (pydm_cases.raises, (4,), KeyError),
    (pydm_cases.raises, (5,), TypeError),
    (pydm_cases.raises, (6,), ZeroDivisionError),
    (pydm_cases.raises, (7,), RuntimeError),
    (pydm_cases.raises, (8,), NotImplementedError),
    (pydm_cases.raises, (9,), AttributeError),
    (pydm_cases.raises, (11,), AssertionError),
    (pydm_cases.raises, (12,), UnboundLocalError),
    (pydm_cases.raises, (13,), StopIteration),
    (pydm_cases.raises, (14,), StopAsyncIteration),
    (pydm_cases.asserts, (-1,), AssertionError),
    (pydm_cases.zero_division, (1, 0), ZeroDivisionError),
    (pydm_cases.zero_floordiv_mod, (1.5, 0.0), ZeroDivisionError),
    (pydm_cases.unbound_branch, (False,), UnboundLocalError),
    (pydm_cases.unbound_in_loop, (0,), UnboundLocalError),
    (pydm_cases.list_index, (3,), IndexError),
    (pydm_cases.param_index, ([1, 2, 3], -4), IndexError),
    (pydm_cases.type_error_bitwise, (1, 2.5), TypeError),
    (pydm_cases.tuple_assign, (0,), TypeError),
    (pydm_cases.len_of_int, (5,), TypeError),
    (pydm_cases.call_thrower, (5,), IndexError),
    # Python's OverflowError and ValueError come from the VM too (they fell
    # back to CPython when those codes also meant "let CPython do it").
    (pydm_cases.raises, (1,), ValueError),
    (pydm_cases.raises, (2,), ValueError),
    (pydm_cases.power, (10.0, 400.0), OverflowError),
    (pydm_cases.power, (-10.0, 401.0), OverflowError),
    (pydm_cases.big_to_float, (10**309,), OverflowError),
    (pydm_cases.shifts, (1, -1), ValueError),
    (pydm_cases.big_shifts, (-(2**100), -1), ValueError),
    (pydm_cases.big_truediv, (10**400, 1), OverflowError),
]


@pytest.mark.parametrize("fn,args,exc", EXCEPTIONS_FROM_VM,
                         ids=[f"{f.__name__}{a}" for f, a, _ in EXCEPTIONS_FROM_VM])
def test_exception_raised_by_the_vm(fn, args, exc):
    before = fn.stats["fallbacks"]
    with pytest.raises(exc):
        fn(*args)
    assert fn.stats["fallbacks"] == before, "the VM raised it, CPython did not run"


FALLBACKS = [
    (pydm_cases.power, (2, -1)),  # a float in Python (the exponent is no literal)
    (pydm_cases.power, (-8.0, 1.0 / 3)),  # complex
    (pydm_cases.power, (2**70, -1)),  # a float, in the integer<*> signature
    (pydm_cases.mutate_param, ([1, 2, 3], 1)),
    (pydm_cases.return_param, ([1, 2, 3],)),
    (pydm_cases.list_concat, (1,)),
    (pydm_cases.list_compare, ([1], [None])),  # TypeError: CPython gives the message
]


@pytest.mark.parametrize("fn,args", FALLBACKS, ids=[f"{f.__name__}{a}" for f, a in FALLBACKS])
def test_fallback_counted(fn, args):
    before = fn.stats["fallbacks"]
    expected = outcome(fn.python, args)
    assert same(expected, outcome(fn, args))
    assert fn.stats["fallbacks"] == before + 1
    assert fn.stats["fallback_reason"]


# Ints beyond 64 bits: the integer<*> signature answers on the VM (after the
# integer<64> one overflowed, or straight away for a big argument).
BIG_ON_VM = [
    (pydm_cases.add, (2**63 - 1, 1)),
    (pydm_cases.truediv, (2**53 + 1, 3)),
    (pydm_cases.big_argument, (2**64,)),
    (pydm_cases.big_argument, (2**63,)),
    (pydm_cases.factorial, (30,)),
    (pydm_cases.pow2, (100,)),
    (pydm_cases.fib_big, (100,)),
    (pydm_cases.sum_list, ([2**70, 3, 4],)),
]


@pytest.mark.parametrize("fn,args", BIG_ON_VM, ids=[f"{f.__name__}{a}" for f, a in BIG_ON_VM])
def test_big_int_runs_on_the_vm(fn, args):
    before = dict(fn.stats)
    assert same(outcome(fn.python, args), outcome(fn, args))
    assert fn.stats["fallbacks"] == before["fallbacks"]
    assert fn.stats["big"] == before["big"] + 1


BIG_CASES = [pydm_cases.factorial, pydm_cases.pow2, pydm_cases.fib_big, pydm_cases.big_divmod,
             pydm_cases.big_shifts, pydm_cases.big_bitwise, pydm_cases.big_float_compares,
             pydm_cases.big_truediv, pydm_cases.big_to_float, pydm_cases.big_neg_abs,
             pydm_cases.negative_power, pydm_cases.big_in_list, pydm_cases.sum_list,
             pydm_cases.big_literal, pydm_cases.mixed_objects, pydm_cases.big_argument]


def _no_fallback_unless(expected, fn, before):
    """The VM answered, also when CPython's answer is an OverflowError or a
    ValueError (they fell back to CPython when the VM used those codes for
    "let CPython do it" too; `expected` is kept for the message)."""
    assert fn.stats["fallbacks"] == before, (expected, fn.stats.get("fallback_reason"))


@pytest.mark.parametrize("fn", BIG_CASES, ids=[f.__name__ for f in BIG_CASES])
def test_big_int_cases_do_not_fall_back(fn):
    inputs = dict(pydm_cases.CASES)[fn]
    for args in inputs:
        before = fn.stats["fallbacks"]
        expected = outcome(fn.python, args)
        assert same(expected, outcome(fn, args)), (fn.__name__, args)
        _no_fallback_unless(expected, fn, before)


def test_big_int_size_limit_is_memory_error():
    # 2 ** 2 ** 40 would take 128 GiB: the VM refuses it at once (its
    # limit is 2**24 bits) with MemoryError, CPython never runs it.
    before = pydm_cases.pow2.stats["fallbacks"]
    with pytest.raises(MemoryError):
        pydm_cases.pow2(2**40)
    assert pydm_cases.pow2.stats["fallbacks"] == before
    before = pydm_cases.shifts.stats["fallbacks"]
    with pytest.raises(MemoryError):
        pydm_cases.shifts(1, 10**12)
    assert pydm_cases.shifts.stats["fallbacks"] == before


def test_mutation_of_a_parameter_list_is_cpythons():
    l = [1, 2, 3]
    assert pydm_cases.mutate_param(l, 1) == 0
    assert l == [1, 0, 3]
    m = [4, 5]
    assert pydm_cases.return_param(m) is m


def test_exception_message_from_cpython_on_fallback():
    # Comparing lists is left to CPython, which gives its message.
    before = pydm_cases.list_compare.stats["fallbacks"]
    with pytest.raises(TypeError, match="'<' not supported"):
        pydm_cases.list_compare([1], [None])
    assert pydm_cases.list_compare.stats["fallbacks"] == before + 1


def test_value_error_raised_by_the_program_comes_from_the_vm():
    # The VM raises it (of the right class, its message names the PyDM
    # function, not "bad value"): no fallback.
    before = pydm_cases.raises.stats["fallbacks"]
    with pytest.raises(ValueError, match="PyDM exception code -4"):
        pydm_cases.raises(2)
    assert pydm_cases.raises.stats["fallbacks"] == before


def test_list_of_other_element_types_recompiles_generic():
    f = pydm_cases.for_over_list
    assert f([1, 2, 3]) == (6, 3)
    assert f([1, 2.5]) == (3.5, 2)  # first element int, then a float
    before = dict(f.stats)
    assert f([1, 2.5]) == (3.5, 2)
    assert f.stats["vm"] == before["vm"] + 1


# ---------------------------------------------------------------- properties

@jit
def prop_arith(a, b):
    r = a * 3 - b
    if b != 0:
        r = r + a // b + a % b
    q = a ^ b | (a & 255)
    return r, q, a < b, a == b, -a, ~b, (a >> 3) + (b << 2)


@jit
def prop_loop(n, m):
    s = 0
    i = 0
    while i < n:
        s += i * m
        if s > 1000000:
            s = s % 997
        i += 1
    for j in range(n, 0, -3):
        s -= j
    return s


@jit
def prop_float(a, b):
    x = a / 3.0
    y = a * 1.5 - b
    if b != 0:
        return x, y, a / b, a // b, a % b, a < x, b == x
    return x, y


@pytest.mark.parametrize("seed", range(5))
def test_random_integers(seed):
    rng = random.Random(seed)
    for _ in range(60):
        kind = rng.random()
        if kind < 0.5:
            a, b = rng.randint(-1000, 1000), rng.randint(-1000, 1000)
        elif kind < 0.8:
            a, b = rng.randint(-(2**40), 2**40), rng.randint(-(2**20), 2**20)
        else:
            a, b = rng.randint(-(2**63), 2**63 - 1), rng.randint(-64, 64)
        for f, args in ((prop_arith, (a, b)), (prop_float, (a, b)), (pydm_cases.power, (a % 50, b % 40)),
                        (pydm_cases.shifts, (a, b % 70)), (pydm_cases.int_float_compares, (a, float(b))),
                        (pydm_cases.int_float_compares, (a, float(a + rng.randint(-3, 3)))),
                        (pydm_cases.truediv, (a, b)), (pydm_cases.floordiv, (a, b)), (pydm_cases.mod, (a, b))):
            assert same(outcome(f.python, args), outcome(f, args)), (f.__name__, args)
    for _ in range(20):
        n, m = rng.randint(-5, 300), rng.randint(-100, 100)
        assert same(outcome(prop_loop.python, (n, m)), outcome(prop_loop, (n, m))), (n, m)


def _rand_big(rng):
    bits = rng.choice((8, 40, 63, 64, 65, 100, 200, 300))
    return rng.randint(-(2**bits), 2**bits)


@pytest.mark.parametrize("seed", range(5))
def test_random_big_integers(seed):
    rng = random.Random(1000 + seed)
    for _ in range(40):
        a, b = _rand_big(rng), _rand_big(rng)
        if rng.random() < 0.2:
            b = rng.randint(-5, 5)
        fb = float(b)
        for f, args in ((prop_arith, (a, b % 1000)), (prop_float, (a, b)),
                        (pydm_cases.big_divmod, (a, b)), (pydm_cases.big_shifts, (a, b % 400)),
                        (pydm_cases.big_bitwise, (a, b)), (pydm_cases.big_float_compares, (a, fb)),
                        (pydm_cases.big_float_compares, (a, float(a))),
                        (pydm_cases.big_truediv, (a, b)), (pydm_cases.power, (a % 10**6, b % 30)),
                        (pydm_cases.add, (a, b)), (pydm_cases.mul, (a, b)), (pydm_cases.sub, (a, b))):
            before = f.stats["fallbacks"]
            expected = outcome(f.python, args)
            assert same(expected, outcome(f, args)), (f.__name__, args)
            _no_fallback_unless(expected, f, before)


@pytest.mark.parametrize("seed", range(3))
def test_random_floats(seed):
    rng = random.Random(100 + seed)
    specials = [0.0, -0.0, float("inf"), float("-inf"), float("nan"), 1e308, -1e-308, 2.0**53]
    for _ in range(80):
        a = rng.choice(specials) if rng.random() < 0.3 else rng.uniform(-1e6, 1e6)
        b = rng.choice(specials) if rng.random() < 0.3 else rng.uniform(-1e3, 1e3)
        for f in (prop_float, pydm_cases.floordiv, pydm_cases.mod, pydm_cases.power, pydm_cases.float_compares):
            assert same(outcome(f.python, (a, b)), outcome(f, (a, b))), (f.__name__, a, b)


# ---------------------------------------------------------------- the subset

REJECTED = {
    "string": ("def f(x):\n    return 'a'\n", "a constant of type str"),
    "global": ("def f(x):\n    return x + N\n", "reading the global or builtin name 'N'"),
    "attribute": ("def f(x):\n    return x.real\n", "the expression Attribute"),
    "slice": ("def f(x):\n    return x[1:2]\n", "a slice"),
    "try": ("def f(x):\n    try:\n        return x\n    except Exception:\n        return 0\n",
            "the statement Try"),
    "builtin": ("def f(x):\n    return abs(x)\n", "the builtin abs()"),
    "keyword": ("def f(x):\n    return g(x, y=1)\n", "keyword arguments"),
    "default": ("def f(x=1):\n    return x\n", "a default parameter value"),
    "lambda": ("def f(x):\n    g = lambda y: y\n    return x\n", "the expression Lambda"),
    "is": ("def f(x, y):\n    return x is y\n", "'is' or 'is not' with neither side None"),
    "in": ("def f(x, y):\n    return x in y\n", "the comparison In"),
    "dict": ("def f(x):\n    return {x: 1}\n", "the expression Dict"),
    "comprehension": ("def f(x):\n    return [i for i in x]\n", "the expression ListComp"),
    "nested def": ("def f(x):\n    def g():\n        return 1\n    return x\n", "the statement FunctionDef"),
    "raise other": ("def f(x):\n    raise Exception('x')\n", "raising anything but a builtin exception"),
    "global stmt": ("def f(x):\n    global y\n    y = x\n", "the statement Global"),
    "varargs": ("def f(*x):\n    return x\n", "*args"),
    "matmul": ("def f(x, y):\n    return x @ y\n", "the operator MatMult"),
    "print": ("def f(x):\n    print(x)\n", "the builtin print()"),
    "range outside for": ("def f(x):\n    r = range(x)\n    return 0\n", "range() outside"),
    "yield": ("def f(x):\n    yield x\n", "the expression Yield"),
    "with": ("def f(x):\n    with x:\n        pass\n", "the statement With"),
    "del": ("def f(x):\n    del x\n", "the statement Delete"),
    "bare raise": ("def f(x):\n    raise\n", "a bare raise"),
    "fstring": ("def f(x):\n    return f'{x}'\n", "the expression JoinedStr"),
    "for tuple target": ("def f(x):\n    for a, b in x:\n        pass\n", "a for loop target"),
}


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_rejected_at_decoration(name, tmp_path):
    src, what = REJECTED[name]
    path = tmp_path / f"mod_{name.replace(' ', '_')}.py"
    # Two lines before the function: the reported line counts them.
    path.write_text("from sigil.pydm import jit\n\n@jit\n" + src)
    code = compile(path.read_text(), str(path), "exec")
    with pytest.raises(UnsupportedError) as info:
        exec(code, {"__name__": "m"})
    e = info.value
    assert isinstance(e, SyntaxError)
    assert what in e.msg
    assert e.filename == str(path)
    body = src.splitlines()
    expected_line = next(i for i, l in enumerate(body) if what_line(name, l, i)) + 4
    assert e.lineno == expected_line, (e.lineno, expected_line, str(e))
    assert path.name in str(e) and f"line {expected_line}" in str(e)


def what_line(name, line, i):
    """The line (of the function's source) an error should point at."""
    if name in ("default", "varargs"):
        return i == 0
    if name == "try":
        return line.strip().startswith("try")
    if name == "with":
        return line.strip().startswith("with")
    if name == "for tuple target":
        return line.strip().startswith("for")
    return i == 1


def test_unknown_callee_at_first_call(tmp_path):
    path = tmp_path / "mod_callee.py"
    path.write_text("from sigil.pydm import jit\n\ndef g(x):\n    return x\n\n@jit\ndef f(x):\n    return g(x)\n")
    ns = {"__name__": "m2"}
    exec(compile(path.read_text(), str(path), "exec"), ns)
    with pytest.raises(UnsupportedError) as info:
        ns["f"](1)
    assert "'g'" in str(info.value) and info.value.lineno == 8


def test_callee_rebound_recompiles(tmp_path):
    path = tmp_path / "mod_rebind.py"
    path.write_text(
        "from sigil.pydm import jit\n\n@jit\ndef g(x):\n    return x + 1\n\n"
        "@jit\ndef h(x):\n    return x * 10\n\n@jit\ndef f(x):\n    return g(x)\n")
    ns = {"__name__": "m3"}
    exec(compile(path.read_text(), str(path), "exec"), ns)
    assert ns["f"](1) == 2
    ns["g"] = ns["h"]
    assert ns["f"](1) == 10


def test_pydm_and_lowered_text():
    f = pydm_cases.fib
    assert f(10) == 55
    assert "iree_pydm.func @fib(%arg0: !iree_pydm.integer<64>)" in f.pydm
    assert "apply_binary \"add\"" in f.pydm
    low = f.lowered
    assert "func.func @fib" in low and "iree_pydm" not in low
    assert "!iree_pydm.real<f64>" in pydm_cases.halve.pydm_for(1.5)
    sigil.parse(f.pydm)  # the text is a module of its own


def test_stats_and_cache():
    @jit
    def sq(x):
        return x * x

    assert sq(3) == 9 and sq(4) == 16 and sq(1.5) == 2.25 and sq(True) == 1
    assert sq.stats["compiles"] == 3
    assert sq.stats["vm"] == 4 and sq.stats["calls"] == 4
    assert sq("ab" if False else 2) == 4
    assert sq.python(5) == 25
