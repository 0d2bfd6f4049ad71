"""``sigil.pydm``: run a subset of Python on sigil's VM through PyDM.

``@jit`` reads a function's source (``inspect`` and ``ast``), checks at
decoration time that it stays inside the subset below, and on each call
compiles (once per signature of argument types) a PyDM module
(``iree_pydm``) specialised for the arguments, which sigil lowers and runs
on its VM::

    from sigil.pydm import jit

    @jit
    def collatz(n):
        steps = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            steps += 1
        return steps

    collatz(27)           # 111, computed on the VM
    collatz.pydm          # the PyDM text of the last compiled signature
    collatz.lowered       # the VM-level IR it lowers to
    collatz.stats         # calls, VM runs, integer<*> runs, fallbacks, compiles

The subset: ``int``, ``float``, ``bool`` and ``None`` values, lists and
tuples (displays, subscripts with negative indices, subscript assignment
into lists, ``[x] * n``), arithmetic, bitwise operators and shifts, unary
``-``/``+``/``~``/``not``, augmented assignment, comparisons (chained too),
``is None``/``is not None``, ``and``/``or`` (returning an operand, as
Python does), conditional expressions, ``if``/``elif``/``else``, ``while``
(also ``while True`` and ``while ... else``), ``for`` over ``range(...)``
(1 to 3 arguments, any step) and over lists and tuples, ``break``,
``continue``, ``return`` (a bare or missing one returns ``None``), local
variables (also ``a, b = b, a``), ``len``, calls of other ``@jit``
functions (positional arguments; resolved by name when a signature is
compiled, so recursion and mutual recursion work: every jitted function
reachable from the called one goes into one module), ``raise`` of the
builtin exceptions that PyDM has a code for (with or without a call and
message) and ``assert``. Anything else (strings, dicts, attributes,
slices, closures, ``try``, keyword arguments, other builtins, global
variables, ...) raises :class:`UnsupportedError` when the function is
decorated, naming the file, the line and the construct.

Results are CPython's: the same value of the same type, or an exception of
the same class.

Ints never overflow. Each signature is compiled with ``integer<64>`` ints
first, the fast path (machine integers, overflow-checked). A call in which
an int leaves 64 bits raises OverflowError inside the VM; in the
``integer<64>`` specialization every OverflowError (also Python's own,
``10.0 ** 400``, which the second run raises again) runs the call again,
on the VM, by a second specialization of the same signature in which
every int is PyDM's ``integer<*>``: a Python int of any size, held by
the VM as a ``num-bigint`` value and computed on by VM builtins with
CPython's semantics (floor division and modulo signs, ``<<``/``>>`` with
huge counts, ``& | ^ ~`` on negatives as infinite two's complement,
``int / int`` and ``float(int)`` rounded once, OverflowError when too large
for a float, exact comparison with floats, IndexError for an index past
64 bits, OverflowError for such a repetition count). A call with an
argument int beyond 64 bits (also inside a list or tuple) goes to that
specialization directly; ``fn.stats["big"]`` counts the calls it answered.
(Re-running is safe: lists passed in are copied into the VM, see below.)
Ints are capped at 2**24 bits: an operation whose result would be larger
(``2 ** 2 ** 40``) raises MemoryError at once, from the VM, without
CPython. In that specialization lists are never unboxed, so it is slower
than the fast path; a call only pays for it once its ints have outgrown 64
bits.

Exceptions come from the VM itself, of the class CPython raises
(OverflowError and ValueError included: ``float(10 ** 400)``, ``1 <<
-1``, ``a, b = [1]``, ``raise ValueError("...")``, IndexError,
ZeroDivisionError, TypeError, UnboundLocalError, AssertionError,
MemoryError, ...), with a message naming the PyDM function and its
exception code rather than CPython's message.

Where the VM cannot compute a result itself, the call **falls back** to
running the original Python function, so the caller still gets CPython's
answer, and ``fn.stats["fallbacks"]`` counts it:

* a call that ends in the VM's "needs CPython" code (5; the package raises
  ``sigil.NeedsCPython``, a code of its own, never OverflowError or
  ValueError): ``int ** n`` with a negative ``n`` that is not a literal (a
  float in Python, but the result's type is int at compile time; ``x **
  -2`` with a literal is compiled as the float power CPython computes),
  ``float ** float`` giving a complex number, a value (a list element, a
  boxed object) of another type than the one the signature expected, an
  operation the front end leaves to CPython (``+`` on lists, comparing
  lists, ``len`` of an object that is no sequence, ...). CPython then
  gives the real result or raises the real exception (with its message).
* a list argument whose elements do not fit the unboxed list the
  signature expected (the host raises ``sigil.ElementTypeMismatch``
  before the VM runs; the signature is compiled for elements of any type
  next time).
* arguments of other types than int, float, bool, None, list and tuple.
* a list passed in from Python is copied into the VM, so a signature
  whose code may assign into such a list (or return it, whose identity
  would change) runs on CPython for every call (decided when it is
  compiled; ``fn.stats["fallback_reason"]`` says where).

Types: each local variable has one representation per signature: the type
of every value assigned to it when they agree (``integer<64>``, or
``integer<*>`` in the second specialization,
``real<f64>``, ``bool``, ``none``, ``list``, ``tuple``), else the boxed
``!iree_pydm.object`` whose operations dispatch on the run-time type
(helper functions generated into the module). ``/`` is always a float;
comparisons between ints and floats are exact (``2**53 + 1 == 2.0**53`` is
False); ``-0.0``, NaN and infinities behave as in CPython; list elements
read through a subscript are expected to have the type of the list's
first element at call time (checked on every read).

Unboxed lists: a list parameter whose first element is an int, a float or
a bool is passed as ``!iree_pydm.list<unboxed,T>`` (raw scalars, no object
per element; the host's conversion checks every element up front, and one
of another type makes the call fall back, after which the signature is
compiled for elements of any type) wherever that is safe: when the list
would meet another type (a variable, a branch, a call's parameter, the
result, a list display or a stored element that also takes another list
type or an object, or boxing it anywhere), the parameter is compiled as
today's boxed list instead. The conversion lets two things through that a
scan in Python catches before the call, only when it matters: bools in a
list of ints (read as 0 and 1: scanned for when the code may observe an
element's type, e.g. returns, stores or passes one on, or uses ``&``,
``|``, ``^``; not for arithmetic or comparisons) and ints in a list of
floats (always scanned for); either sends the call to the generic
signature. A list passed on to another jitted function stays unboxed when
the callee's use of it is safe too.

Known differences from CPython: exception messages (see above); the VM's
recursion limit is its own (100 000 frames), not ``sys.getrecursionlimit``.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import math
import struct
import textwrap
import threading
from typing import Any, Callable, Dict, List, Optional, Tuple

__all__ = ["jit", "JitFunction", "UnsupportedError"]

INF = float("inf")
INT_MIN = -(1 << 63)
INT_MAX = (1 << 63) - 1


class UnsupportedError(SyntaxError):
    """A jitted function uses Python outside the subset PyDM runs.

    A ``SyntaxError`` because it is a property of the source text found
    when the function is defined (decorated), before it runs, and it
    carries the file, line, column and source line as a syntax error does
    (tracebacks show them with a caret).
    """


# ----------------------------------------------------------------------
# Types of the front end.
#
# 'bot' (no value yet / never returns), 'B' bool, 'I' int (64-bit), 'F'
# float, 'N' None, ('L', elem, foreign) list, ('T', elem, foreign) tuple,
# ('O', foreign) a boxed object of any type. `foreign`: a list or tuple that
# may have been passed in from Python (copied into the VM), an object that
# may be or hold one. ('U', elem, foreign, origins): an unboxed list
# (`!iree_pydm.list<unboxed,elem>`, raw scalars) of numbers `elem` (B, I
# or F); only a list parameter of the entry function has this type (and
# what it flows to): `origins` is the frozenset of the entry's parameter
# indices it may come from. An unboxed list cannot be boxed: where one
# would be (joined with another type, stored into a list, boxed into an
# object), the compilation notes a conflict and those parameters are
# compiled again with the boxed list type (see `Compilation`).

BOT = "bot"
B, I, F, N = "B", "I", "F", "N"
NUM = (B, I, F)
MAX_DEPTH = 3


def O(foreign: bool = False):
    return ("O", foreign)


def is_seq(t) -> bool:
    return isinstance(t, tuple) and t[0] in ("L", "T", "U")


def is_unboxed(t) -> bool:
    return isinstance(t, tuple) and t[0] == "U"


def is_list(t) -> bool:
    """A list (boxed or unboxed), not a tuple."""
    return isinstance(t, tuple) and t[0] in ("L", "U")


class _Conflicts(threading.local):
    """Where the compilation running on this thread notes the origins of
    unboxed lists that met another type (None outside one)."""

    demote: Optional[set] = None


_conflicts = _Conflicts()


def conflict(*ts):
    """Notes that the unboxed lists among `ts` would be boxed or joined
    with another type: their parameters must stay boxed."""
    for t in ts:
        if is_unboxed(t) and _conflicts.demote is not None:
            _conflicts.demote.update(t[3])
        elif is_seq(t):
            conflict(t[1])


def is_obj(t) -> bool:
    return isinstance(t, tuple) and t[0] == "O"


def has_foreign(t) -> bool:
    """Whether a value of type `t` may be or hold a sequence from Python."""
    if is_seq(t):
        return bool(t[2]) or has_foreign(t[1])
    return is_obj(t) and bool(t[1])


def foreign(t) -> bool:
    if not isinstance(t, tuple):
        return False
    return bool(t[1] if t[0] == "O" else t[2])


def depth(t) -> int:
    return 1 + depth(t[1]) if is_seq(t) else 0


def join(a, b):
    if a == b:
        return a
    if a == BOT:
        return b
    if b == BOT:
        return a
    if is_unboxed(a) or is_unboxed(b):
        if is_unboxed(a) and is_unboxed(b) and a[1] == b[1]:
            return ("U", a[1], a[2] or b[2], a[3] | b[3])
        conflict(a, b)
        return O(has_foreign(a) or has_foreign(b))
    if is_seq(a) and is_seq(b) and a[0] == b[0]:
        r = (a[0], join(a[1], b[1]), a[2] or b[2])
        if depth(r) > MAX_DEPTH:
            return O(has_foreign(r))
        return r
    conflict(a, b)
    return O(has_foreign(a) or has_foreign(b))


def has_unboxed(t) -> bool:
    """Whether a value of type `t` is or holds an unboxed list."""
    if is_unboxed(t):
        return True
    return is_seq(t) and has_unboxed(t[1])


def elem_of(t):
    """The type of an element read from sequence type `t`."""
    e = t[1]
    if e == BOT:
        e = O()
    return e


INT64 = "!iree_pydm.integer<64>"
BIGINT = "!iree_pydm.integer<*>"
PYTYPE = {
    BOT: "!iree_pydm.none",
    B: "!iree_pydm.bool",
    I: INT64,
    F: "!iree_pydm.real<f64>",
    N: "!iree_pydm.none",
}
EXC = "!iree_pydm.exception_result"
I32 = "!iree_pydm.integer<32>"
OBJ = "!iree_pydm.object"
CODE = {B: 64, I: 79, F: 91, N: 1}
# The type codes of integer<64> and integer<*> objects.
CODE_INT64, CODE_BIGINT = 79, 80


class _Mode(threading.local):
    """Whether the compilation running on this thread makes ints
    `integer<*>` (the second specialization, see `JitFunction.__call__`)."""

    big = False


_mode = _Mode()
# One compilation at a time: the big one swaps PYTYPE[I] and CODE[I].
_compile_lock = threading.RLock()


def ty(t) -> str:
    if isinstance(t, tuple):
        if t[0] == "U":
            return f"!iree_pydm.list<unboxed,{PYTYPE[t[1]]}>"
        return {"L": "!iree_pydm.list", "T": "!iree_pydm.tuple", "O": OBJ}[t[0]]
    return PYTYPE[t]


def fmt_type(t) -> str:
    """A readable name of a front-end type (for signatures and messages)."""
    if isinstance(t, tuple):
        if t[0] == "O":
            return "object"
        if t[0] == "U":
            return "unboxed list[" + fmt_type(t[1]) + "]"
        return ("list" if t[0] == "L" else "tuple") + "[" + fmt_type(t[1]) + "]"
    return {BOT: "nothing", B: "bool", I: "int", F: "float", N: "None"}[t]


# Exceptions with a PyDM exception code (crates/pydm/src/exceptions.rs).
EXCEPTIONS = {
    "StopIteration": -1,
    "StopAsyncIteration": -2,
    "RuntimeError": -3,
    "ValueError": -4,
    "NotImplementedError": -5,
    "KeyError": -6,
    "IndexError": -7,
    "AttributeError": -8,
    "TypeError": -9,
    "UnboundLocalError": -10,
    "ZeroDivisionError": 1,
    "AssertionError": 2,
    "OverflowError": 3,
    "MemoryError": 4,
}
TYPE_ERROR = -9
VALUE_ERROR = -4
UNBOUND = -10
ASSERTION = 2
# Not a Python exception: the code the VM and the front end raise for "the
# VM cannot give Python's answer, let CPython do it" (NEEDS_CPYTHON in
# crates/pydm/src/exceptions.rs; the package raises sigil.NeedsCPython for
# it): a call ending in it is run again by CPython (see the module
# docstring). Not in EXCEPTIONS: the program cannot raise it.
NEEDS_CPYTHON = 5
# OverflowError: in the integer<64> specialization also "an int left 64
# bits", which sends the call to the integer<*> one (where it is only ever
# Python's OverflowError).
OVERFLOW = 3

BINOPS = {
    ast.Add: "add",
    ast.Sub: "sub",
    ast.Mult: "mul",
    ast.Div: "truediv",
    ast.FloorDiv: "floordiv",
    ast.Mod: "mod",
    ast.Pow: "pow",
    ast.LShift: "lshift",
    ast.RShift: "rshift",
    ast.BitOr: "or",
    ast.BitXor: "xor",
    ast.BitAnd: "and",
}
CMPOPS = {
    ast.Eq: "eq",
    ast.NotEq: "ne",
    ast.Lt: "lt",
    ast.LtE: "le",
    ast.Gt: "gt",
    ast.GtE: "ge",
}
MIRROR = {"eq": "eq", "ne": "ne", "lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}
UNARY = {ast.USub: "neg", ast.UAdd: "pos", ast.Invert: "invert", ast.Not: "not"}
SUPPORTED_BUILTINS = {"len", "range"}


def float_literal(x: float) -> str:
    return "0x%016X : f64" % struct.unpack("<Q", struct.pack("<d", x))[0]


# ----------------------------------------------------------------------
# Decoration time: the source and the subset check.


class Source:
    """A function's parsed source and where it lives."""

    def __init__(self, fn: Callable):
        try:
            lines, first = inspect.getsourcelines(fn)
        except (OSError, TypeError) as e:
            raise UnsupportedError(f"sigil.pydm.jit needs the source of {fn!r}: {e}") from None
        self.filename = inspect.getsourcefile(fn) or "<unknown>"
        self.first = first
        self.lines = lines
        text = textwrap.dedent("".join(lines))
        tree = ast.parse(text)
        defs = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        if not defs:
            raise UnsupportedError(f"no function definition in the source of {fn!r}")
        self.node = defs[0]
        self.indent = len(lines[0]) - len(lines[0].lstrip())

    def line(self, node) -> int:
        return getattr(node, "lineno", 1) + self.first - 1

    def error(self, node, what: str) -> UnsupportedError:
        lineno = self.line(node)
        idx = getattr(node, "lineno", 1) - 1
        text = self.lines[idx] if 0 <= idx < len(self.lines) else None
        col = getattr(node, "col_offset", 0) + self.indent + 1
        return UnsupportedError(
            f"{what} is not supported by sigil.pydm.jit",
            (self.filename, lineno, col, text),
        )


def _assigned_names(fdef: ast.FunctionDef) -> List[str]:
    """Local variables: the parameters and every name assigned, in order."""
    names = [a.arg for a in fdef.args.posonlyargs + fdef.args.args]
    for node in ast.walk(fdef):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            if node.id not in names:
                names.append(node.id)
    return names


def _hidden(s: ast.For) -> Dict[str, str]:
    """The hidden variables of a for loop (its counter, bounds, sequence)."""
    return {x: f"$for{s.lineno}_{s.col_offset}_{x}" for x in ("i", "stop", "step", "seq")}


def _assigned_in(st) -> set:
    """The variables statement `st` may assign (hidden ones of its for
    loops too)."""
    r = getattr(st, "_sigil_assigned", None)
    if r is None:
        r = set()
        for node in ast.walk(st):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                r.add(node.id)
            elif isinstance(node, ast.For):
                r.update(_hidden(node).values())
        st._sigil_assigned = r
    return r


def _all_vars(fdef: ast.FunctionDef) -> List[str]:
    names = _assigned_names(fdef)
    for node in ast.walk(fdef):
        if isinstance(node, ast.For):
            names.extend(_hidden(node).values())
    return names


class Checker(ast.NodeVisitor):
    """Rejects anything outside the subset, with its line."""

    def __init__(self, src: Source, globals_: dict):
        self.src = src
        self.globals = globals_
        self.locals = set(_assigned_names(src.node))
        self.calls: List[str] = []
        self.loops = 0

    def fail(self, node, what):
        raise self.src.error(node, what)

    def check(self):
        f = self.src.node
        if isinstance(f, ast.AsyncFunctionDef):
            self.fail(f, "an async function")
        a = f.args
        if a.vararg or a.kwarg or a.kwonlyargs:
            self.fail(f, "*args, **kwargs or keyword-only parameters")
        if a.defaults or a.kw_defaults:
            self.fail(f, "a default parameter value")
        # Decorators below @jit (applied before it) change the function it
        # compiles; those above it wrap the jitted function and are fine.
        names = [d.attr if isinstance(d, ast.Attribute) else getattr(d, "id", None)
                 for d in f.decorator_list]
        below = f.decorator_list[len(names) - names[::-1].index("jit"):] if "jit" in names \
            else f.decorator_list
        for d in below:
            self.fail(d, "a decorator applied before @jit")
        for s in f.body:
            self.stmt(s)

    # statements

    def body(self, stmts):
        for s in stmts:
            self.stmt(s)

    def stmt(self, s):
        if isinstance(s, ast.Return):
            if s.value is not None:
                self.expr(s.value)
        elif isinstance(s, ast.Assign):
            for t in s.targets:
                self.target(t)
            self.expr(s.value)
        elif isinstance(s, ast.AugAssign):
            if type(s.op) not in BINOPS:
                self.fail(s, f"the operator {type(s.op).__name__}")
            if not isinstance(s.target, (ast.Name, ast.Subscript)):
                self.fail(s, "this augmented assignment target")
            self.target(s.target)
            self.expr(s.value)
        elif isinstance(s, ast.AnnAssign):
            if s.value is None or not isinstance(s.target, ast.Name):
                self.fail(s, "an annotation without a value")
            self.expr(s.value)
        elif isinstance(s, ast.For):
            if not isinstance(s.target, ast.Name):
                self.fail(s.target, "a for loop target other than a name")
            it = s.iter
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range" \
                    and "range" not in self.locals:
                if it.keywords or not 1 <= len(it.args) <= 3:
                    self.fail(it, "range() with keywords or other than 1 to 3 arguments")
                for x in it.args:
                    self.expr(x)
            else:
                self.expr(it)
            self.loops += 1
            self.body(s.body)
            self.loops -= 1
            self.body(s.orelse)
        elif isinstance(s, ast.While):
            self.expr(s.test)
            self.loops += 1
            self.body(s.body)
            self.loops -= 1
            self.body(s.orelse)
        elif isinstance(s, ast.If):
            self.expr(s.test)
            self.body(s.body)
            self.body(s.orelse)
        elif isinstance(s, ast.Expr):
            if not isinstance(s.value, ast.Constant):
                self.expr(s.value)
        elif isinstance(s, (ast.Pass, ast.Break, ast.Continue)):
            pass
        elif isinstance(s, ast.Raise):
            if s.exc is None:
                self.fail(s, "a bare raise (re-raise)")
            if s.cause is not None:
                self.fail(s, "raise ... from")
            e = s.exc
            call = e if isinstance(e, ast.Call) else None
            name = call.func if call else e
            if not (isinstance(name, ast.Name) and name.id in EXCEPTIONS and name.id not in self.locals):
                self.fail(s, "raising anything but a builtin exception "
                          f"({', '.join(sorted(EXCEPTIONS))})")
            if call:
                if call.keywords:
                    self.fail(call, "keyword arguments")
                for x in call.args:
                    self.message(x)
        elif isinstance(s, ast.Assert):
            self.expr(s.test)
            if s.msg is not None:
                self.message(s.msg)
        else:
            self.fail(s, f"the statement {type(s).__name__}")

    def message(self, x):
        if isinstance(x, ast.Constant) and isinstance(x.value, (str, int, float, bool, type(None))):
            return
        self.expr(x)

    def target(self, t):
        if isinstance(t, ast.Name):
            return
        if isinstance(t, ast.Subscript):
            if isinstance(t.slice, ast.Slice):
                self.fail(t, "slice assignment")
            self.expr(t.value)
            self.expr(t.slice)
            return
        if isinstance(t, ast.Tuple) and all(isinstance(x, (ast.Name, ast.Subscript)) for x in t.elts):
            for x in t.elts:
                self.target(x)
            return
        self.fail(t, "this assignment target")

    # expressions

    def expr(self, e):
        if isinstance(e, ast.Constant):
            v = e.value
            if v is None or isinstance(v, (bool, int, float)):
                return
            self.fail(e, f"a constant of type {type(v).__name__}")
        elif isinstance(e, ast.Name):
            if e.id in self.locals:
                return
            self.fail(e, f"reading the global or builtin name '{e.id}'")
        elif isinstance(e, ast.BinOp):
            if type(e.op) not in BINOPS:
                self.fail(e, f"the operator {type(e.op).__name__}")
            self.expr(e.left)
            self.expr(e.right)
        elif isinstance(e, ast.UnaryOp):
            self.expr(e.operand)
        elif isinstance(e, ast.BoolOp):
            for v in e.values:
                self.expr(v)
        elif isinstance(e, ast.Compare):
            operands = [e.left] + e.comparators
            for i, op in enumerate(e.ops):
                if isinstance(op, (ast.Is, ast.IsNot)):
                    a, b = operands[i], operands[i + 1]
                    if not any(isinstance(x, ast.Constant) and x.value is None for x in (a, b)):
                        self.fail(e, "'is' or 'is not' with neither side None")
                elif type(op) not in CMPOPS:
                    self.fail(e, f"the comparison {type(op).__name__}")
            for x in operands:
                self.expr(x)
        elif isinstance(e, ast.IfExp):
            self.expr(e.test)
            self.expr(e.body)
            self.expr(e.orelse)
        elif isinstance(e, ast.Subscript):
            if isinstance(e.slice, ast.Slice):
                self.fail(e, "a slice")
            self.expr(e.value)
            self.expr(e.slice)
        elif isinstance(e, (ast.List, ast.Tuple)):
            for x in e.elts:
                if isinstance(x, ast.Starred):
                    self.fail(x, "a starred element")
                self.expr(x)
        elif isinstance(e, ast.Call):
            if e.keywords:
                self.fail(e, "keyword arguments")
            if not isinstance(e.func, ast.Name):
                self.fail(e, "calling anything but a function by its name")
            name = e.func.id
            if name in self.locals:
                self.fail(e, f"calling the local variable '{name}'")
            for x in e.args:
                if isinstance(x, ast.Starred):
                    self.fail(x, "a starred argument")
                self.expr(x)
            if name == "len":
                if len(e.args) != 1:
                    self.fail(e, "len() with other than one argument")
                return
            if name == "range":
                self.fail(e, "range() outside a for loop's iterable")
            if name in EXCEPTIONS:
                self.fail(e, f"creating the exception {name} outside raise")
            if name not in self.globals and hasattr(builtins, name):
                self.fail(e, f"the builtin {name}()")
            self.calls.append(name)
        else:
            self.fail(e, f"the expression {type(e).__name__}")


# ----------------------------------------------------------------------
# Code generation.


class Fallback(Exception):
    """This signature runs on CPython (the reason is the message)."""


class Block:
    def __init__(self, label: str):
        self.label = label
        self.vars: List[str] = []
        self.args: List[Tuple[str, str]] = []
        self.lines: List[str] = []


class Emitter:
    """Blocks of PyDM text and the operations on typed values that
    functions and helpers share."""

    def __init__(self, comp: "Compilation", rtype):
        self.comp = comp
        self.rtype = rtype
        self.blocks: List[Block] = []
        self.prologue: List[str] = []
        self.consts: Dict[str, str] = {}
        self.n = 0
        self.cur: Optional[Block] = None
        self.line_no = 0
        # Values that may be an element read from an unboxed int list as
        # is (a bool there reads as 0 or 1): the origins of those lists.
        self.raw: Dict[str, frozenset] = {}

    def observe(self, v: str):
        """`v` goes where an int and a bool differ (a variable's value
        aside): a bool in the unboxed int lists it may come from must be
        found before the call (`Compiled.checks`)."""
        o = self.raw.get(v)
        if o:
            self.comp.bool_observed.update(o)

    # --- text

    def fresh(self, p: str = "v") -> str:
        self.n += 1
        return f"%{p}{self.n}"

    def new_block(self) -> Block:
        self.n += 1
        return Block(f"^bb{self.n}")

    def enter(self, b: Block):
        self.blocks.append(b)
        self.cur = b

    def emit(self, line: str):
        self.cur.lines.append("  " + line)

    def op(self, text: str, p: str = "v") -> str:
        r = self.fresh(p)
        self.emit(f"{r} = {text}")
        return r

    def const(self, text: str) -> str:
        """A constant, made once in the entry block."""
        if text not in self.consts:
            self.n += 1
            r = f"%c{self.n}"
            self.consts[text] = r
            self.prologue.append(f"  {r} = {text}")
        return self.consts[text]

    def c_int(self, v: int) -> str:
        if not INT_MIN <= v <= INT_MAX:
            # integer<*> only: a literal of its own width.
            return self.const(f"constant {v} : i{v.bit_length() + 1} -> {PYTYPE[I]}")
        return self.const(f"constant {v} : i64 -> {PYTYPE[I]}")

    def c_i32(self, v: int) -> str:
        return self.const(f"constant {v} : i64 -> {I32}")

    def c_float(self, v: float) -> str:
        return self.const(f"constant {float_literal(v)} -> {PYTYPE[F]}")

    def c_bool(self, v: bool) -> str:
        return self.const(f"constant {'true' if v else 'false'} -> {PYTYPE[B]}")

    def c_none(self) -> str:
        return self.const("none")

    def undef(self, t) -> str:
        """Some value of type `t` (for paths where it is never read)."""
        if t == B:
            return self.c_bool(False)
        if t == I:
            return self.c_int(0)
        if t == F:
            return self.c_float(0.0)
        if t in (N, BOT):
            return self.c_none()
        if t[0] in ("L", "U"):
            return self.const(f"make_list -> {ty(t)}")
        if t[0] == "T":
            return self.const("make_tuple -> !iree_pydm.tuple")
        n = self.c_none()
        bx = self.const(f"box {n} : !iree_pydm.none -> !iree_pydm.object<!iree_pydm.none>")
        return self.const(f"static_info_cast {bx} : !iree_pydm.object<!iree_pydm.none> -> {OBJ}")

    def br(self, b: Block, vals: List[str] = (), types: List[str] = ()):
        if vals:
            self.emit(f"cf.br {b.label}({', '.join(vals)} : {', '.join(types)})")
        else:
            self.emit(f"cf.br {b.label}")

    @staticmethod
    def _succ(b: Block, vals, types) -> str:
        if vals:
            return f"{b.label}({', '.join(vals)} : {', '.join(types)})"
        return b.label

    def cond_br(self, pred: str, t: Block, f: Block, tv=(), tt=(), fv=(), ft=()):
        self.emit(f"cf.cond_br {pred}, {self._succ(t, tv, tt)}, {self._succ(f, fv, ft)}")

    def pred(self, b: str) -> str:
        return self.op(f"bool_to_pred {b}", "p")

    # --- raising

    def raise_code(self, code: int):
        """Raises `code` here; the current block ends."""
        e = self.const(f"constant {code} : i64 -> {EXC}")
        self.emit(f"raise_on_failure {e} : {EXC}")
        self.emit(f"return {self.undef(self.rtype)} : {ty(self.rtype)}")
        self.cur = None

    def raise_unless(self, ok_bool: str, code: int):
        """Raises `code` unless the PyDM bool `ok_bool` holds."""
        p = self.pred(ok_bool)
        ok, bad = self.new_block(), self.new_block()
        self.cond_br(p, ok, bad)
        self.enter(bad)
        self.raise_code(code)
        self.enter(ok)

    def check_exc(self, e: str):
        self.emit(f"raise_on_failure {e} : {EXC}")

    # --- conversions

    def box(self, v: str, t) -> str:
        """`v` boxed (its type becomes O(has_foreign(t)))."""
        if is_obj(t):
            return v
        if t == BOT:
            return self.undef(O())
        if is_unboxed(t) or is_seq(t) and has_unboxed(t):
            conflict(t)
            return self.undef(O())
        self.observe(v)
        b = self.op(f"box {v} : {ty(t)} -> !iree_pydm.object<{ty(t)}>")
        return self.op(f"static_info_cast {b} : !iree_pydm.object<{ty(t)}> -> {OBJ}")

    def unbox(self, o: str, t) -> str:
        e, v = self.fresh("e"), self.fresh()
        self.emit(f"{e}, {v} = unbox {o} : {OBJ} -> {ty(t)}")
        self.check_exc(e)
        return v

    def unbox_checked(self, o: str, t) -> str:
        """`o` unboxed as `t`, where an object of another type is not an
        error of the program but a value the signature did not expect: it
        raises NEEDS_CPYTHON (a failed unbox itself is ValueError, which
        is Python's ValueError for the front end)."""
        if t == N or t in NUM:
            k = CODE[t]
        elif is_seq(t):
            k = 3 if t[0] == "L" else 2
        else:
            raise AssertionError(f"cannot unbox to {t}")
        self.raise_unless(self.code_is(self.type_code(o), k), NEEDS_CPYTHON)
        return self.unbox(o, t)

    def convert(self, v: str, frm, to) -> str:
        """A value of type `frm` in the representation of type `to` (`to`
        is `frm` or wider)."""
        if frm == to or ty(frm) == ty(to) and frm != BOT:
            return v
        if frm == BOT:
            return self.undef(to)
        if is_obj(to):
            return self.box(v, frm)
        raise AssertionError(f"cannot convert {frm} to {to}")

    def promote(self, v: str, frm, to) -> str:
        """Numeric promotion (bool to int or float, int to float)."""
        if frm == to:
            return v
        return self.op(f"promote_numeric {v} : {ty(frm)} -> {ty(to)}")

    def type_code(self, o: str) -> str:
        return self.op(f"get_type_code {o} : {OBJ} -> {I32}")

    def code_is(self, code: str, k: int) -> str:
        if k == CODE_BIGINT:
            # An int object is integer<*> or, as the host boxes one that
            # fits, integer<64>; unboxing as integer<*> takes both.
            big = self.op(f'apply_compare "eq", {code}, {self.c_i32(k)} : {I32}, {I32}')
            small = self.op(f'apply_compare "eq", {code}, {self.c_i32(CODE_INT64)} : {I32}, {I32}')
            return self.or_(big, small)
        return self.op(f'apply_compare "eq", {code}, {self.c_i32(k)} : {I32}, {I32}')

    def truthy(self, v: str, t) -> str:
        """`bool(v)` as a PyDM bool."""
        if t == B:
            return v
        if t == BOT:
            return self.c_bool(False)
        return self.op(f"as_bool {v} : {ty(t)} -> {PYTYPE[B]}")

    def not_(self, b: str) -> str:
        return self.op(f"select {b}, {self.c_bool(False)}, {self.c_bool(True)} : {PYTYPE[B]}")

    def and_(self, a: str, b: str) -> str:
        return self.op(f'apply_binary "and", {a}, {b} : {PYTYPE[B]}, {PYTYPE[B]} -> {PYTYPE[B]}')

    def or_(self, a: str, b: str) -> str:
        return self.op(f'apply_binary "or", {a}, {b} : {PYTYPE[B]}, {PYTYPE[B]} -> {PYTYPE[B]}')

    def cmp_raw(self, op: str, a: str, b: str, t) -> str:
        return self.op(f'apply_compare "{op}", {a}, {b} : {ty(t)}, {ty(t)}')

    def bin_raw(self, op: str, a: str, b: str, t, rt=None) -> str:
        rt = rt or t
        return self.op(f'apply_binary "{op}", {a}, {b} : {ty(t)}, {ty(t)} -> {ty(rt)}')

    # --- arithmetic with Python's semantics

    def binop(self, op: str, a: str, ta, b: str, tb):
        """`a <op> b`: (value, type); type BOT when it always raises."""
        if ta == BOT or tb == BOT:
            return self.undef(BOT), BOT
        if is_obj(ta) or is_obj(tb):
            oa, ob = self.box(a, ta), self.box(b, tb)
            h = self.comp.helper_binary(op)
            e, r = self.fresh("e"), self.fresh()
            self.emit(f"{e}, {r} = call @{h}({oa}, {ob}) : ({OBJ}, {OBJ}) -> ({EXC}, {OBJ})")
            self.check_exc(e)
            return r, O()
        if ta in NUM and tb in NUM:
            return self.num_binop(op, a, ta, b, tb)
        if op == "mul" and (ta in (B, I) and is_list(tb) or tb in (B, I) and is_list(ta)):
            if ta in (B, I):
                a, ta, b, tb = b, tb, a, ta
            return self.op(f"sequence_clone {a} * {b} : {ty(ta)}, {ty(tb)} -> {ty(ta)}"), ta
        # Lists and tuples concatenated, None in arithmetic, ...: CPython.
        self.raise_code(NEEDS_CPYTHON)
        return self.undef(BOT), BOT

    def num_binop(self, op, a, ta, b, tb):
        if op in ("and", "or", "xor"):
            # True & True is True, 1 & 1 is 1.
            self.observe(a)
            self.observe(b)
        if op in ("and", "or", "xor", "lshift", "rshift"):
            if F in (ta, tb):
                self.raise_code(TYPE_ERROR)
                return self.undef(BOT), BOT
            if ta == tb == B and op in ("and", "or", "xor"):
                return self.bin_raw(op, a, b, B), B
            a, b = self.promote(a, ta, I), self.promote(b, tb, I)
            return self.bin_raw(op, a, b, I), I
        if op == "truediv" and _mode.big and I in (ta, tb) and ta != F and tb != F:
            # integer<*> / integer<*>: the exact quotient rounded once.
            a, b = self.promote(a, ta, I), self.promote(b, tb, I)
            return self.op(f'apply_binary "truediv", {a}, {b} : {ty(I)}, {ty(I)} -> {ty(F)}'), F
        if op == "truediv":
            if ta in (B, I) and tb in (B, I):
                a, b = self.promote(a, ta, I), self.promote(b, tb, I)
                ta = tb = I
                lim = self.c_int(1 << 53)
                nlim = self.c_int(-(1 << 53))
                oks = [self.cmp_raw("le", x, lim, I) for x in (a, b)] + \
                      [self.cmp_raw("ge", x, nlim, I) for x in (a, b)]
                ok = self.and_(self.and_(oks[0], oks[1]), self.and_(oks[2], oks[3]))
                # Beyond 2**53 CPython divides exactly, and so does the
                # integer<*> specialization: OverflowError sends the call there.
                self.raise_unless(ok, OVERFLOW)
            a, b = self.promote(a, ta, F), self.promote(b, tb, F)
            return self.bin_raw("truediv", a, b, F), F
        if ta in (B, I) and tb in (B, I):
            a, b = self.promote(a, ta, I), self.promote(b, tb, I)
            # (a negative exponent raises ValueError: CPython gives the float)
            return self.bin_raw(op, a, b, I), I
        a, b = self.promote(a, ta, F), self.promote(b, tb, F)
        # float ** float: the lowering gives Python's answers (0.0 ** -inf
        # is inf, 0.0 ** -1.0 ZeroDivisionError, an overflow
        # OverflowError) except a complex result, for which it raises
        # NEEDS_CPYTHON.
        return self.bin_raw(op, a, b, F), F

    def unary(self, op: str, v: str, t):
        if op == "not":
            return self.not_(self.truthy(v, t)), B
        if t == BOT:
            return self.undef(BOT), BOT
        if is_obj(t):
            h = self.comp.helper_unary(op)
            e, r = self.fresh("e"), self.fresh()
            self.emit(f"{e}, {r} = call @{h}({v}) : ({OBJ}) -> ({EXC}, {OBJ})")
            self.check_exc(e)
            return r, O()
        if t not in NUM:
            self.raise_code(TYPE_ERROR)
            return self.undef(BOT), BOT
        if op == "pos":
            return (v, F) if t == F else (self.promote(v, t, I), I)
        if op == "neg":
            if t == F:
                return self.op(f"neg {v} : {ty(F)} -> {ty(F)}"), F
            v = self.promote(v, t, I)
            return self.op(f"neg {v} : {ty(I)} -> {ty(I)}"), I
        # invert
        if t == F:
            self.raise_code(TYPE_ERROR)
            return self.undef(BOT), BOT
        v = self.promote(v, t, I)
        return self.bin_raw("xor", v, self.c_int(-1), I), I

    def compare(self, op: str, a: str, ta, b: str, tb) -> Tuple[str, Any]:
        """`a <op> b` for lt/le/eq/ne/gt/ge: (PyDM bool, B) or BOT."""
        if ta == BOT or tb == BOT:
            return self.undef(BOT), BOT
        if is_obj(ta) or is_obj(tb):
            oa, ob = self.box(a, ta), self.box(b, tb)
            h = self.comp.helper_compare(op)
            e, r = self.fresh("e"), self.fresh()
            self.emit(f"{e}, {r} = call @{h}({oa}, {ob}) : ({OBJ}, {OBJ}) -> ({EXC}, {PYTYPE[B]})")
            self.check_exc(e)
            return r, B
        if ta in NUM and tb in NUM:
            if ta in (B, I) and tb in (B, I):
                a, b = self.promote(a, ta, I), self.promote(b, tb, I)
                return self.cmp_raw(op, a, b, I), B
            if _mode.big and {ta, tb} == {I, F}:
                # integer<*> against a float: exact in the lowering.
                return self.op(f'apply_compare "{op}", {a}, {b} : {ty(ta)}, {ty(tb)}'), B
            if ta == I and tb == F:
                return self.call_cmp_if(op, a, b), B
            if ta == F and tb == I:
                return self.call_cmp_if(MIRROR[op], b, a), B
            a, b = self.promote(a, ta, F), self.promote(b, tb, F)
            return self.cmp_raw(op, a, b, F), B
        kind = lambda t: "num" if t in NUM else (t if t == N else "L" if is_list(t) else t[0])
        ka, kb = kind(ta), kind(tb)
        if op in ("eq", "ne"):
            if ka != kb:
                return self.c_bool(op == "ne"), B
            if ka == N:
                return self.c_bool(op == "eq"), B
        elif ka != kb or ka == N:
            self.raise_code(TYPE_ERROR)
            return self.undef(BOT), BOT
        # Lists or tuples compared element by element: CPython.
        self.raise_code(NEEDS_CPYTHON)
        return self.undef(BOT), BOT

    def call_cmp_if(self, op: str, a: str, b: str) -> str:
        h = self.comp.helper_cmp_if(op)
        e, r = self.fresh("e"), self.fresh()
        self.emit(f"{e}, {r} = call @{h}({a}, {b}) : ({ty(I)}, {ty(F)}) -> ({EXC}, {PYTYPE[B]})")
        self.check_exc(e)
        return r

    def is_none(self, v: str, t) -> Tuple[str, Any]:
        if t == BOT:
            return self.undef(BOT), BOT
        if t == N:
            return self.c_bool(True), B
        if is_obj(t):
            return self.code_is(self.type_code(v), CODE[N]), B
        return self.c_bool(False), B

    # --- sequences

    def as_list(self, v: str, t, allow_tuple: bool = True):
        """A sequence value (list or tuple type) from `v`: (value, type);
        TypeError for numbers and None, CPython for other objects."""
        if is_seq(t):
            if t[0] == "T" and not allow_tuple:
                self.raise_code(TYPE_ERROR)
                return None, BOT
            return v, t
        if is_obj(t):
            c = self.type_code(v)
            self.raise_unless(self.code_is(c, 3), NEEDS_CPYTHON)
            return self.unbox(v, ("L", O(), False)), ("L", O(t[1]), t[1])
        if t == BOT:
            return None, BOT
        self.raise_code(TYPE_ERROR)
        return None, BOT

    def as_index(self, v: str, t):
        if t in (B, I):
            return self.promote(v, t, I)
        if is_obj(t):
            return self.unbox_checked(v, I)
        if t != BOT:
            self.raise_code(TYPE_ERROR)
        return None

    def subscript(self, s: str, ts, i: str, ti):
        s, ts = self.as_list(s, ts)
        if ts == BOT or self.cur is None:
            return self.undef(BOT), BOT
        i = self.as_index(i, ti)
        if i is None or self.cur is None:
            return self.undef(BOT), BOT
        et = elem_of(ts)
        e, r = self.fresh("e"), self.fresh()
        if is_unboxed(ts) or is_obj(et):
            self.emit(f"{e}, {r} = subscript {s}[{i}] : {ty(ts)}, {ty(I)} -> {ty(et)}")
            self.check_exc(e)
        else:
            # An element of an unexpected type needs CPython (see
            # `unbox_checked`).
            self.emit(f"{e}, {r} = subscript {s}[{i}] : {ty(ts)}, {ty(I)} -> {OBJ}")
            self.check_exc(e)
            r = self.unbox_checked(r, et)
        if is_unboxed(ts) and et == I:
            self.raw[r] = ts[3]
        return r, et

    def length(self, v: str, t):
        if is_obj(t):
            c = self.type_code(v)
            is_l = self.pred(self.code_is(c, 3))
            lb, nb, tb, merge = self.new_block(), self.new_block(), self.new_block(), self.new_block()
            r = self.fresh()
            merge.args = [(r, ty(I))]
            self.cond_br(is_l, lb, nb)
            self.enter(lb)
            lv = self.unbox(v, ("L", O(), False))
            n1 = self.op(f"len {lv} : !iree_pydm.list -> {ty(I)}")
            self.br(merge, [n1], [ty(I)])
            self.enter(nb)
            self.raise_unless(self.code_is(c, 2), NEEDS_CPYTHON)
            tv = self.unbox(v, ("T", O(), False))
            n2 = self.op(f"len {tv} : !iree_pydm.tuple -> {ty(I)}")
            self.br(merge, [n2], [ty(I)])
            self.enter(merge)
            return r, I
        if is_seq(t):
            return self.op(f"len {v} : {ty(t)} -> {ty(I)}"), I
        if t != BOT:
            self.raise_code(TYPE_ERROR)
        return self.undef(BOT), BOT

    def text(self, header: str) -> str:
        out = [header + " {"]
        for k, b in enumerate(self.blocks):
            if k > 0:
                if b.args:
                    out.append(f"{b.label}({', '.join(f'{a}: {t}' for a, t in b.args)}):")
                else:
                    out.append(f"{b.label}:")
            if k == 0:
                out.extend(self.prologue)
            out.extend(b.lines)
        out.append("}")
        return "\n".join(out)


class Helper(Emitter):
    """A generated function of the front end's run time (dynamic dispatch
    on boxed objects, exact int/float comparison)."""

    def __init__(self, comp, rtype):
        super().__init__(comp, rtype)
        self.enter(Block("^entry"))

    def dispatch2(self, a: str, b: str, body):
        """Calls body(va, ta, vb, tb) for each pair of numeric run-time types
        of objects a and b (it returns the boxed/typed result); other types
        go to CPython."""
        ca, cb = self.type_code(a), self.type_code(b)
        for ta in NUM:
            for tb in NUM:
                ok = self.and_(self.code_is(ca, CODE[ta]), self.code_is(cb, CODE[tb]))
                yes, no = self.new_block(), self.new_block()
                self.cond_br(self.pred(ok), yes, no)
                self.enter(yes)
                va, vb = self.unbox(a, ta), self.unbox(b, tb)
                body(va, ta, vb, tb)
                self.enter(no)
        self.raise_code(NEEDS_CPYTHON)

    def ret(self, v: str, t):
        if self.cur is None:
            return
        v = self.convert(v, t, self.rtype)
        self.emit(f"return {v} : {ty(self.rtype)}")
        self.cur = None


def gen_helper_binary(comp, name, op):
    h = Helper(comp, O())

    def body(va, ta, vb, tb):
        r, t = h.binop(op, va, ta, vb, tb)
        h.ret(r, t)

    h.dispatch2("%a", "%b", body)
    return h.text(f"iree_pydm.func private @{name}(%a: {OBJ}, %b: {OBJ}) -> ({EXC}, {OBJ})")


def gen_helper_compare(comp, name, op):
    h = Helper(comp, B)

    def body(va, ta, vb, tb):
        r, t = h.compare(op, va, ta, vb, tb)
        h.ret(r, t)

    # None == None and None != x without CPython.
    if op in ("eq", "ne"):
        ca, cb = h.type_code("%a"), h.type_code("%b")
        na, nb = h.code_is(ca, 1), h.code_is(cb, 1)
        either = h.or_(na, nb)
        yes, no = h.new_block(), h.new_block()
        h.cond_br(h.pred(either), yes, no)
        h.enter(yes)
        both = h.and_(na, nb)
        h.ret(both if op == "eq" else h.not_(both), B)
        h.enter(no)
    h.dispatch2("%a", "%b", body)
    return h.text(f"iree_pydm.func private @{name}(%a: {OBJ}, %b: {OBJ}) -> ({EXC}, {PYTYPE[B]})")


def gen_helper_unary(comp, name, op):
    h = Helper(comp, O())
    c = h.type_code("%a")
    for t in NUM:
        yes, no = h.new_block(), h.new_block()
        h.cond_br(h.pred(h.code_is(c, CODE[t])), yes, no)
        h.enter(yes)
        v = h.unbox("%a", t)
        r, rt = h.unary(op, v, t)
        h.ret(r, rt)
        h.enter(no)
    h.raise_code(NEEDS_CPYTHON)
    return h.text(f"iree_pydm.func private @{name}(%a: {OBJ}) -> ({EXC}, {OBJ})")


def gen_helper_cmp_if(comp, name, op):
    """Exact `a <op> b` for an int a and a float b. Within +-2**53 the int
    converts exactly; beyond, float(a) rounds monotonically, so a float(a)
    different from b orders as a does; when equal, b is an integer near a
    and a = hi + lo (lo = a & 0xffffffff) with b - hi exact (Sterbenz), so
    lo <op> (b - hi) is exact."""
    h = Helper(comp, B)
    a, b = "%a", "%b"
    fa = h.promote(a, I, F)
    lim = h.c_int(1 << 53)
    small = h.and_(h.cmp_raw("le", a, lim, I), h.cmp_raw("ge", a, h.c_int(-(1 << 53)), I))
    ne = h.cmp_raw("ne", fa, b, F)
    easy = h.or_(small, ne)
    yes, no = h.new_block(), h.new_block()
    h.cond_br(h.pred(easy), yes, no)
    h.enter(yes)
    h.ret(h.cmp_raw(op, fa, b, F), B)
    h.enter(no)
    lo = h.bin_raw("and", a, h.c_int(0xFFFFFFFF), I)
    hi = h.bin_raw("sub", a, lo, I)
    d = h.bin_raw("sub", b, h.promote(hi, I, F), F)
    h.ret(h.cmp_raw(op, h.promote(lo, I, F), d, F), B)
    return h.text(f"iree_pydm.func private @{name}(%a: {ty(I)}, %b: {ty(F)}) -> ({EXC}, {PYTYPE[B]})")


class Loop:
    def __init__(self, cont: Block, brk: Block):
        self.cont = cont
        self.brk = brk


class FuncGen(Emitter):
    """One function instance (a jitted function for one tuple of argument
    types) as PyDM text; run repeatedly until the types of its variables,
    its result and its callees' results no longer change."""

    def __init__(self, comp: "Compilation", inst: "Instance"):
        super().__init__(comp, inst.rtype)
        self.inst = inst
        self.src = inst.fn._src
        self.vt = inst.vtypes  # this pass's types (read)
        self.new_vt = dict(inst.vtypes)  # joined assignments (written)
        self.new_rtype = inst.rtype
        self.new_flagged = set(inst.flagged)
        self.new_tainted = dict(inst.tainted)
        self.vars = list(inst.vars)
        self.env: Dict[str, str] = {}
        self.flags: Dict[str, str] = {}
        self.defined: set = set()
        self.loops: List[Loop] = []
        self.calls: set = set()
        # incoming definitely-assigned sets of env blocks
        self.incoming: Dict[str, List[set]] = {}

    def fail(self, node, what):
        raise self.src.error(node, what)

    # --- environment (variables passed between blocks)

    def env_types(self, vars_) -> List[str]:
        ts = [ty(self.vt.get(v, BOT)) for v in vars_]
        ts += [PYTYPE[B] for v in vars_ if v in self.inst.flagged]
        return ts

    def env_values(self, vars_) -> List[str]:
        vals = [self.env.get(v) or self.undef(self.vt.get(v, BOT)) for v in vars_]
        for v in vars_:
            if v in self.inst.flagged:
                if v in self.defined:
                    vals.append(self.c_bool(True))
                else:
                    vals.append(self.flags.get(v) or self.c_bool(False))
        return vals

    def env_block(self, stmts) -> Block:
        """A block where paths join: it takes the variables that `stmts`
        (the statements between the paths' split and it) may assign."""
        b = self.new_block()
        self.incoming[b.label] = []
        names = set()
        for st in stmts:
            names |= _assigned_in(st)
        b.vars = [v for v in self.vars if v in names]
        return b

    def jump(self, b: Block):
        """Branches to env block `b` with the current variables."""
        if self.cur is None:
            return
        self.incoming[b.label].append(set(self.defined))
        self.br(b, self.env_values(b.vars), self.env_types(b.vars))
        self.cur = None

    def enter_env(self, b: Block, defined: Optional[set] = None) -> bool:
        """Starts env block `b`; False (not entered) when nothing reaches it."""
        inc = self.incoming[b.label]
        if defined is None:
            if not inc:
                self.cur = None
                return False
            defined = set.intersection(*inc)
        self.enter(b)
        b.args = []
        for v in b.vars:
            a = self.fresh("x")
            b.args.append((a, ty(self.vt.get(v, BOT))))
            self.env[v] = a
        for v in b.vars:
            if v in self.inst.flagged:
                a = self.fresh("f")
                b.args.append((a, PYTYPE[B]))
                self.flags[v] = a
        self.defined = set(defined)
        return True

    def assign(self, name: str, v: str, t):
        o = self.raw.get(v)
        if o and not o <= self.new_tainted.get(name, frozenset()):
            self.new_tainted[name] = self.new_tainted.get(name, frozenset()) | o
        vt = join(self.new_vt.get(name, BOT), t)
        self.new_vt[name] = vt
        cur = self.vt.get(name, BOT)
        if join(cur, t) != cur:
            # The variable's type widens: the next pass emits it; this
            # pass's text is not used.
            self.env[name] = self.undef(cur)
        else:
            self.env[name] = self.convert(v, t, cur)
        self.defined.add(name)
        if name in self.inst.flagged:
            self.flags[name] = self.c_bool(True)

    def read(self, node: ast.Name):
        name = node.id
        t = self.vt.get(name, BOT)
        if name not in self.defined:
            if name not in self.inst.flagged:
                self.new_flagged.add(name)
                return self.undef(t), t
            self.line_no = self.src.line(node)
            self.raise_unless(self.flags.get(name) or self.c_bool(False), UNBOUND)
        v = self.env.get(name) or self.undef(t)
        o = self.inst.tainted.get(name)
        if o and not v.startswith("%c"):  # (a constant is no list element)
            self.raw[v] = self.raw.get(v, frozenset()) | o
        return v, t

    # --- the function

    def generate(self) -> str:
        fdef = self.src.node
        params = [a.arg for a in fdef.args.posonlyargs + fdef.args.args]
        entry = Block("^entry")
        self.enter(entry)
        pnames = []
        for k, (p, t) in enumerate(zip(params, self.inst.argtypes)):
            pn = f"%arg{k}"
            pnames.append(f"{pn}: {ty(t)}")
            self.assign(p, pn, t)
        # Loops branch back to their header, which the entry block can't be.
        self.stmts(fdef.body)
        if self.cur is not None:
            self.do_return(self.c_none(), N)
        vis = "" if self.inst.public else "private "
        header = (f"iree_pydm.func {vis}@{self.inst.name}({', '.join(pnames)}) -> "
                  f"({EXC}, {ty(self.rtype)})")
        return self.text(header)

    def do_return(self, v: str, t):
        self.observe(v)
        self.new_rtype = join(self.new_rtype, t)
        if join(self.rtype, t) != self.rtype:
            v, t = self.undef(self.rtype), self.rtype
        v = self.convert(v, t, self.rtype)
        self.emit(f"return {v} : {ty(self.rtype)}")
        self.cur = None

    # --- statements

    def stmts(self, body):
        for s in body:
            if self.cur is None:
                return  # unreachable code
            self.stmt(s)

    def stmt(self, s):
        self.line_no = self.src.line(s)
        m = getattr(self, "s_" + type(s).__name__)
        m(s)

    def s_Pass(self, s):
        pass

    def s_Expr(self, s):
        if isinstance(s.value, ast.Constant):
            return
        self.expr(s.value)

    def s_Return(self, s):
        if s.value is None:
            self.do_return(self.c_none(), N)
        else:
            v, t = self.expr(s.value)
            if self.cur is not None:
                self.do_return(v, t)

    def s_Assign(self, s):
        if len(s.targets) == 1 and isinstance(s.targets[0], ast.Tuple) and \
                isinstance(s.value, ast.Tuple) and len(s.value.elts) == len(s.targets[0].elts):
            # a, b = x, y: evaluate all, then assign left to right.
            vals = []
            for e in s.value.elts:
                vals.append(self.expr(e))
                if self.cur is None:
                    return
            for tgt, (v, t) in zip(s.targets[0].elts, vals):
                if self.cur is None:
                    return
                self.store(tgt, v, t)
            return
        v, t = self.expr(s.value)
        for tgt in s.targets:
            if self.cur is None:
                return
            self.store(tgt, v, t)

    def s_AnnAssign(self, s):
        v, t = self.expr(s.value)
        if self.cur is not None:
            self.assign(s.target.id, v, t)

    def store(self, tgt, v, t):
        if isinstance(tgt, ast.Name):
            self.assign(tgt.id, v, t)
        elif isinstance(tgt, ast.Subscript):
            s, ts = self.expr(tgt.value)
            if self.cur is None:
                return
            i, ti = self.expr(tgt.slice)
            if self.cur is None:
                return
            self.store_item(tgt, s, ts, i, ti, v, t)
        else:  # a tuple of names from a sequence value
            self.unpack(tgt, v, t)

    def unpack(self, tgt, v, t):
        n = len(tgt.elts)
        s, ts = self.as_list(v, t)
        if ts == BOT or self.cur is None:
            return
        ln, _ = self.length(s, ts)
        self.raise_unless(self.cmp_raw("eq", ln, self.c_int(n), I), VALUE_ERROR)
        vals = [self.subscript(s, ts, self.c_int(k), I) for k in range(n)]
        for x_tgt, (x, xt) in zip(tgt.elts, vals):
            if self.cur is None:
                return
            self.store(x_tgt, x, xt)

    def store_item(self, node, s, ts, i, ti, v, t):
        s, ts = self.as_list(s, ts, allow_tuple=False)
        if ts == BOT or self.cur is None:
            return
        self.observe(v)
        if has_unboxed(t) or is_unboxed(ts) and t != ts[1]:
            # A list stored into a list is boxed; a value of another type
            # (a bool, a float, ...) does not fit an unboxed int list.
            conflict(t, ts)
        if foreign(ts):
            self.comp.foreign_reason = (
                f"{self.src.filename}:{self.src.line(node)}: assigns into a list that may have "
                "been passed in from Python (the VM works on a copy)")
        if isinstance(node.value, ast.Name) and ts[0] == "L" and not has_unboxed(t):
            name = node.value.id
            self.new_vt[name] = join(self.new_vt.get(name, BOT), ("L", t, False))
        elif has_foreign(t):
            self.comp.foreign_reason = (
                f"{self.src.filename}:{self.src.line(node)}: stores a list that may have been "
                "passed in from Python into a nested list")
        i = self.as_index(i, ti)
        if i is None or self.cur is None:
            return
        if t == BOT:
            v, t = self.undef(O()), O()
        e = self.fresh("e")
        self.emit(f"{e} = assign_subscript {s}[{i}] = {v} : {ty(ts)}, {ty(I)}, {ty(t)}")
        self.check_exc(e)

    def s_AugAssign(self, s):
        op = BINOPS[type(s.op)]
        tgt = s.target
        if isinstance(tgt, ast.Name):
            a, ta = self.read(tgt)
            if self.cur is None:
                return
            b, tb = self.expr(s.value)
            if self.cur is None:
                return
            r, tr = self.binop(op, a, ta, b, tb)
            if self.cur is not None:
                self.assign(tgt.id, r, tr)
            return
        sv, ts = self.expr(tgt.value)
        if self.cur is None:
            return
        i, ti = self.expr(tgt.slice)
        if self.cur is None:
            return
        a, ta = self.subscript(sv, ts, i, ti)
        if self.cur is None:
            return
        b, tb = self.expr(s.value)
        if self.cur is None:
            return
        r, tr = self.binop(op, a, ta, b, tb)
        if self.cur is not None:
            self.store_item(tgt, sv, ts, i, ti, r, tr)

    def s_If(self, s):
        c = self.cond(s.test)
        if self.cur is None:
            return
        tb, fb, merge = self.new_block(), self.new_block(), self.env_block(s.body + s.orelse)
        self.cond_br(c, tb, fb)
        saved = (dict(self.env), dict(self.flags), set(self.defined))
        self.enter(tb)
        self.stmts(s.body)
        self.jump(merge)
        self.env, self.flags, self.defined = saved
        self.enter(fb)
        self.stmts(s.orelse)
        self.jump(merge)
        self.enter_env(merge)

    def s_While(self, s):
        const = self.const_truth(s.test)
        header, exit_ = self.env_block(s.body + s.orelse), self.env_block(s.body + s.orelse)
        entry_defined = set(self.defined)
        self.jump(header)
        self.enter_env(header, entry_defined)
        if const is False:
            self.stmts(s.orelse)
            self.jump(exit_)
            self.enter_env(exit_)
            return
        body = self.new_block()
        if const is True:
            self.br(body)
        else:
            c = self.cond(s.test)
            if self.cur is None:
                return
            orelse = self.new_block()
            self.cond_br(c, body, orelse)
            saved = (dict(self.env), dict(self.flags), set(self.defined))
            self.enter(orelse)
            self.stmts(s.orelse)
            self.jump(exit_)
            self.env, self.flags, self.defined = saved
        self.enter(body)
        self.loops.append(Loop(header, exit_))
        self.stmts(s.body)
        self.loops.pop()
        self.jump(header)
        self.enter_env(exit_)

    def s_For(self, s):
        it = s.iter
        hid = _hidden(s)
        is_range = isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
        if is_range:
            args = []
            for a in it.args:
                v, t = self.expr(a)
                if self.cur is None:
                    return
                args.append((v, t))
            ints = []
            for v, t in args:
                if t == F:
                    self.raise_code(TYPE_ERROR)
                    return
                x = self.as_index(v, t)
                if x is None or self.cur is None:
                    return
                ints.append(x)
            if len(ints) == 1:
                start, stop, step = self.c_int(0), ints[0], self.c_int(1)
            elif len(ints) == 2:
                start, stop, step = ints[0], ints[1], self.c_int(1)
            else:
                start, stop, step = ints
            step_const = None
            if len(it.args) < 3:
                step_const = 1
            else:
                sc = self.int_const(it.args[2])
                if sc is not None:
                    step_const = sc
            if step_const == 0 or step_const is None:
                nz = self.cmp_raw("ne", step, self.c_int(0), I)
                self.raise_unless(nz, VALUE_ERROR)
            self.assign(hid["i"], start, I)
            self.assign(hid["stop"], stop, I)
            self.assign(hid["step"], step, I)
        else:
            v, t = self.expr(it)
            if self.cur is None:
                return
            if t in NUM or t == N:
                self.raise_code(TYPE_ERROR)
                return
            sv, ts = self.as_list(v, t)
            if ts == BOT or self.cur is None:
                return
            self.assign(hid["seq"], sv, ts)
            self.assign(hid["i"], self.c_int(0), I)
        # The loop's blocks take what its body assigns, its target and its
        # counter (its bounds and sequence are set once, before it).
        own = s.body + s.orelse + [ast.Name(id=s.target.id, ctx=ast.Store()),
                                   ast.Name(id=hid["i"], ctx=ast.Store())]
        header, latch, exit_ = self.env_block(own), self.env_block(own), self.env_block(own)
        entry_defined = set(self.defined)
        self.jump(header)
        self.enter_env(header, entry_defined)
        i = self.env[hid["i"]]
        if is_range:
            stop, step = self.env[hid["stop"]], self.env[hid["step"]]
            if step_const is not None and step_const > 0:
                c = self.cmp_raw("lt", i, stop, I)
            elif step_const is not None:
                c = self.cmp_raw("gt", i, stop, I)
            else:
                up = self.cmp_raw("gt", step, self.c_int(0), I)
                c1 = self.cmp_raw("lt", i, stop, I)
                c2 = self.cmp_raw("gt", i, stop, I)
                c = self.op(f"select {up}, {c1}, {c2} : {PYTYPE[B]}")
        else:
            seq, st = self.env[hid["seq"]], self.vt.get(hid["seq"], BOT)
            n, _ = self.length(seq, st)
            c = self.cmp_raw("lt", i, n, I)
        body, orelse = self.new_block(), self.new_block()
        self.cond_br(self.pred(c), body, orelse)
        saved = (dict(self.env), dict(self.flags), set(self.defined))
        self.enter(orelse)
        self.stmts(s.orelse)
        self.jump(exit_)
        self.env, self.flags, self.defined = saved
        self.enter(body)
        if is_range:
            x, xt = i, I
        else:
            x, xt = self.subscript(seq, st, i, I)
        self.assign(s.target.id, x, xt)
        self.loops.append(Loop(latch, exit_))
        self.stmts(s.body)
        self.loops.pop()
        self.jump(latch)
        if self.enter_env(latch, None):
            i = self.env[hid["i"]]
            step = self.env[hid["step"]] if is_range else self.c_int(1)
            self.assign(hid["i"], self.bin_raw("add", i, step, I), I)
            self.jump(header)
        self.enter_env(exit_)

    def s_Break(self, s):
        self.jump(self.loops[-1].brk)

    def s_Continue(self, s):
        self.jump(self.loops[-1].cont)

    def s_Raise(self, s):
        e = s.exc
        if isinstance(e, ast.Call):
            for a in e.args:
                if not isinstance(a, ast.Constant):
                    self.expr(a)
                    if self.cur is None:
                        return
            name = e.func.id
        else:
            name = e.id
        self.raise_code(EXCEPTIONS[name])

    def s_Assert(self, s):
        if not __debug__:
            return
        c = self.cond(s.test)
        if self.cur is None:
            return
        ok, bad = self.new_block(), self.new_block()
        self.cond_br(c, ok, bad)
        self.enter(bad)
        if s.msg is not None and not isinstance(s.msg, ast.Constant):
            self.expr(s.msg)
        if self.cur is not None:
            self.raise_code(ASSERTION)
        self.enter(ok)

    # --- expressions

    def const_truth(self, e) -> Optional[bool]:
        if isinstance(e, ast.Constant) and (e.value is None or isinstance(e.value, (bool, int, float))):
            return bool(e.value)
        return None

    def int_const(self, e) -> Optional[int]:
        if isinstance(e, ast.Constant) and type(e.value) is int:
            return e.value
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
            v = self.int_const(e.operand)
            return None if v is None else -v
        return None

    def cond(self, e) -> str:
        """A test as an i1 predicate."""
        v, t = self.expr(e)
        if self.cur is None:
            return ""
        return self.pred(self.truthy(v, t))

    def expr(self, e):
        m = getattr(self, "e_" + type(e).__name__)
        return m(e)

    def e_Constant(self, e):
        v = e.value
        if v is None:
            return self.c_none(), N
        if isinstance(v, bool):
            return self.c_bool(v), B
        if isinstance(v, int):
            if not INT_MIN <= v <= INT_MAX and not _mode.big:
                # OverflowError: the call runs again with integer<*> ints.
                self.raise_code(OVERFLOW)
                return self.undef(BOT), BOT
            return self.c_int(v), I
        return self.c_float(v), F

    def e_Name(self, e):
        return self.read(e)

    def e_BinOp(self, e):
        a, ta = self.expr(e.left)
        if self.cur is None:
            return self.undef(BOT), BOT
        b, tb = self.expr(e.right)
        if self.cur is None:
            return self.undef(BOT), BOT
        if isinstance(e.op, ast.Pow) and ta in (B, I) and tb in (B, I) and _negative_literal(e.right):
            # int ** negative int is a float: float(a) ** float(b), as
            # CPython computes it.
            a, b = self.promote(a, ta, F), self.promote(b, tb, F)
            return self.num_binop("pow", a, F, b, F)
        return self.binop(BINOPS[type(e.op)], a, ta, b, tb)

    def e_UnaryOp(self, e):
        v, t = self.expr(e.operand)
        if self.cur is None:
            return self.undef(BOT), BOT
        return self.unary(UNARY[type(e.op)], v, t)

    def e_BoolOp(self, e):
        # a or b: a if a is true else b (b only evaluated then); and: dual.
        is_or = isinstance(e.op, ast.Or)
        outs = []  # (block, value, type) at each exit
        merge = self.new_block()
        for k, sub in enumerate(e.values):
            v, t = self.expr(sub)
            if self.cur is None:
                break
            if k == len(e.values) - 1:
                outs.append((self.cur, v, t))
                break
            c = self.pred(self.truthy(v, t))
            nxt = self.new_block()
            # taking this operand: a branch to a small block recorded below
            take = self.new_block()
            if is_or:
                self.cond_br(c, take, nxt)
            else:
                self.cond_br(c, nxt, take)
            self.enter(take)
            outs.append((take, v, t))
            self.enter(nxt)
        return self.finish_merge(merge, outs)

    def finish_merge(self, merge: Block, outs):
        rt = BOT
        for _, _, t in outs:
            rt = join(rt, t)
        if not outs:
            self.cur = None
            return self.undef(BOT), BOT
        if len(outs) == 1 and outs[0][0] is self.cur:
            return outs[0][1], outs[0][2]
        for blk, v, t in outs:
            self.cur = blk
            self.observe(v)
            v = self.convert(v, t, rt)
            self.br(merge, [v], [ty(rt)])
        r = self.fresh()
        merge.args = [(r, ty(rt))]
        self.enter(merge)
        return r, rt

    def e_IfExp(self, e):
        c = self.cond(e.test)
        if self.cur is None:
            return self.undef(BOT), BOT
        tb, fb, merge = self.new_block(), self.new_block(), self.new_block()
        self.cond_br(c, tb, fb)
        outs = []
        for blk, sub in ((tb, e.body), (fb, e.orelse)):
            self.enter(blk)
            v, t = self.expr(sub)
            if self.cur is not None:
                outs.append((self.cur, v, t))
        return self.finish_merge(merge, outs)

    def e_Compare(self, e):
        operands = [e.left] + e.comparators
        a, ta = self.expr(e.left)
        if self.cur is None:
            return self.undef(BOT), BOT
        merge = self.new_block()
        outs = []
        for k, op in enumerate(e.ops):
            right = operands[k + 1]
            b, tb = self.expr(right)
            if self.cur is None:
                break
            if isinstance(op, (ast.Is, ast.IsNot)):
                if isinstance(right, ast.Constant) and right.value is None:
                    r, rt = self.is_none(a, ta)
                else:
                    r, rt = self.is_none(b, tb)
                if rt == B and isinstance(op, ast.IsNot):
                    r = self.not_(r)
            else:
                r, rt = self.compare(CMPOPS[type(op)], a, ta, b, tb)
            if self.cur is None:
                break
            if k == len(e.ops) - 1:
                outs.append((self.cur, r, rt))
                break
            # a < b < c: stop at the first false comparison.
            nxt, stop = self.new_block(), self.new_block()
            self.cond_br(self.pred(r), nxt, stop)
            self.enter(stop)
            outs.append((stop, r, rt))
            self.enter(nxt)
            a, ta = b, tb
        return self.finish_merge(merge, outs)

    def e_Subscript(self, e):
        s, ts = self.expr(e.value)
        if self.cur is None:
            return self.undef(BOT), BOT
        i, ti = self.expr(e.slice)
        if self.cur is None:
            return self.undef(BOT), BOT
        return self.subscript(s, ts, i, ti)

    def display(self, e, kind: str):
        vals = []
        et = BOT
        for x in e.elts:
            v, t = self.expr(x)
            if self.cur is None:
                return self.undef(BOT), BOT
            vals.append((v, t))
            self.observe(v)
            if has_unboxed(t):
                conflict(t)  # a list element is an object
            et = join(et, t)
        if not vals:
            r = self.op(f"make_{'list' if kind == 'L' else 'tuple'} -> {ty((kind, BOT, False))}")
        else:
            vs = ", ".join(v if t != BOT else self.undef(O()) for v, t in vals)
            ts = ", ".join(ty(t) if t != BOT else OBJ for _, t in vals)
            r = self.op(f"make_{'list' if kind == 'L' else 'tuple'} {vs} : {ts} -> "
                        f"{ty((kind, BOT, False))}")
        t = (kind, et, False)
        if depth(t) > MAX_DEPTH:
            return self.box(r, t), O(has_foreign(t))
        return r, t

    def e_List(self, e):
        return self.display(e, "L")

    def e_Tuple(self, e):
        return self.display(e, "T")

    def e_Call(self, e):
        name = e.func.id
        args = []
        for a in e.args:
            v, t = self.expr(a)
            if self.cur is None:
                return self.undef(BOT), BOT
            args.append((v, t))
        if name == "len":
            return self.length(*args[0])
        callee = self.comp.resolve(self.inst.fn, name, e)
        nparams = len(callee._src.node.args.posonlyargs + callee._src.node.args.args)
        if nparams != len(args):
            self.raise_code(TYPE_ERROR)
            return self.undef(BOT), BOT
        if any(t == BOT for _, t in args):
            # Not reached (an argument never has a value yet).
            return self.undef(BOT), BOT
        for v, _ in args:
            self.observe(v)
        inst = self.comp.instance(callee, tuple(t for _, t in args))
        self.calls.add(inst.name)
        vs = ", ".join(v for v, _ in args)
        ts = ", ".join(ty(t) for _, t in args)
        er, r = self.fresh("e"), self.fresh()
        self.emit(f"{er}, {r} = call @{inst.name}({vs}) : ({ts}) -> ({EXC}, {ty(inst.rtype)})")
        self.check_exc(er)
        return r, inst.rtype


class Instance:
    def __init__(self, fn: "JitFunction", argtypes, name: str, public: bool):
        self.fn = fn
        self.argtypes = argtypes
        self.name = name
        self.public = public
        self.vars = _all_vars(fn._src.node)
        self.vtypes: Dict[str, Any] = {}
        self.rtype = BOT
        self.flagged: set = set()
        # variables that may hold an element of an unboxed int list as read
        # (see Emitter.raw): name -> origins
        self.tainted: Dict[str, frozenset] = {}
        self.text = ""
        self.calls: set = set()


class Compilation:
    """Every function instance reachable from one entry signature, solved
    to a fixed point of their types, as one PyDM module."""

    MAX_PASSES = 60

    def __init__(self, fn: "JitFunction", argtypes):
        self.instances: Dict[Any, Instance] = {}
        self.helpers: Dict[str, str] = {}
        self.helper_gens: Dict[str, Callable] = {}
        self.deps: List[Tuple[dict, str, Any]] = []
        self.foreign_reason: Optional[str] = None
        # entry parameters (unboxed lists) that met another type: to be
        # compiled boxed
        self.demote: set = set()
        # entry parameters (unboxed int lists) whose elements' bool-ness
        # the code may observe
        self.bool_observed: set = set()
        self.entry = self.instance(fn, argtypes, public=True)

    def resolve(self, fn: "JitFunction", name: str, node) -> "JitFunction":
        g = fn._fn.__globals__
        target = g.get(name, getattr(builtins, name, None))
        if not isinstance(target, JitFunction):
            raise fn._src.error(node, f"calling '{name}', which is not a @sigil.pydm.jit function,")
        dep = (g, name, target)
        if dep not in self.deps:
            self.deps.append(dep)
        return target

    def instance(self, fn, argtypes, public=False) -> Instance:
        key = (fn, argtypes)
        inst = self.instances.get(key)
        if inst is None:
            base = fn._fn.__name__
            name = base if public else f"{base}${len(self.instances)}"
            inst = Instance(fn, argtypes, name, public)
            self.instances[key] = inst
        return inst

    def _helper(self, name, gen, op) -> str:
        if name not in self.helper_gens:
            self.helper_gens[name] = lambda: gen(self, name, op)
        return name

    def helper_binary(self, op):
        return self._helper(f"__sigil$binary_{op}", gen_helper_binary, op)

    def helper_compare(self, op):
        return self._helper(f"__sigil$compare_{op}", gen_helper_compare, op)

    def helper_unary(self, op):
        return self._helper(f"__sigil$unary_{op}", gen_helper_unary, op)

    def helper_cmp_if(self, op):
        return self._helper(f"__sigil$cmp_int_float_{op}", gen_helper_cmp_if, op)

    def solve(self) -> Optional[str]:
        """The module's text; None when an unboxed list parameter met
        another type (`demote` says which)."""
        _conflicts.demote = self.demote
        try:
            return self._solve()
        finally:
            _conflicts.demote = None

    def _solve(self) -> Optional[str]:
        for _ in range(self.MAX_PASSES):
            changed = False
            self.foreign_reason = None
            self.bool_observed = set()
            for inst in list(self.instances.values()):
                n_before = len(self.instances)
                g = FuncGen(self, inst)
                inst.text = g.generate()
                inst.calls = g.calls
                if g.new_vt != inst.vtypes or g.new_rtype != inst.rtype or \
                        g.new_flagged != inst.flagged or g.new_tainted != inst.tainted:
                    inst.vtypes, inst.rtype, inst.flagged = g.new_vt, g.new_rtype, g.new_flagged
                    inst.tainted = g.new_tainted
                    changed = True
                if len(self.instances) != n_before:
                    changed = True
            if self.demote:
                return None
            if not changed:
                break
        else:
            raise RuntimeError("sigil.pydm: type inference did not converge")
        if has_foreign(self.entry.rtype):
            self.foreign_reason = (f"{self.entry.fn._src.filename}: the result may hold a list "
                                   "passed in from Python (its identity would change)")
        # Only the instances the entry reaches (earlier passes may have
        # made others for types that later widened).
        by_name = {inst.name: inst for inst in self.instances.values()}
        reach, todo = set(), [self.entry.name]
        while todo:
            n = todo.pop()
            if n not in reach:
                reach.add(n)
                todo.extend(by_name[n].calls)
        parts = [inst.text for inst in self.instances.values() if inst.name in reach]
        # Helpers may use helpers; generate until none is new.
        done = set()
        while len(done) < len(self.helper_gens):
            for name in list(self.helper_gens):
                if name not in done:
                    done.add(name)
                    parts.append(self.helper_gens[name]())
        return "\n\n".join(parts) + "\n"


# ----------------------------------------------------------------------
# Calls.


def _negative_literal(e) -> bool:
    """Whether expression `e` is a negative int literal (`-1`, `-(3)`)."""
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
        o = e.operand
        return isinstance(o, ast.Constant) and type(o.value) is int and o.value > 0
    return isinstance(e, ast.Constant) and type(e.value) is int and e.value < 0


def _arg_type(a):
    """The front-end type of an argument, or None (CPython runs the call).
    A list or tuple expects elements of its first element's type (checked
    at each read) when that is a number, else objects that may be lists."""
    t = type(a)
    if t is int:
        # (an int beyond 64 bits: the integer<*> signature, see __call__)
        return I
    if t is float:
        return F
    if t is bool:
        return B
    if a is None:
        return N
    if t is list or t is tuple:
        e = O(True)
        if a:
            et = type(a[0])
            if et is int:
                e = I
            elif et is float:
                e = F
            elif et is bool:
                e = B
        return ("L" if t is list else "T", e, True)
    return None


def _big_int_in(a) -> bool:
    """Whether a list or tuple argument holds an int beyond 64 bits (the
    host refuses those; asked only after it did)."""
    for x in a:
        tx = type(x)
        if tx is int and not INT_MIN <= x <= INT_MAX:
            return True
        if (tx is list or tx is tuple) and _big_int_in(x):
            return True
    return False


def _has_big_int(args) -> bool:
    """Whether an argument is or holds an int beyond 64 bits."""
    for a in args:
        ta = type(a)
        if ta is int and not INT_MIN <= a <= INT_MAX:
            return True
        if (ta is list or ta is tuple) and _big_int_in(a):
            return True
    return False


def _generic(t):
    """A sequence type expecting elements of any type."""
    return (t[0], O(True), t[2]) if is_seq(t) else t


def _unboxable(t) -> bool:
    """Whether an argument of type `t` may be passed as an unboxed list
    (a list whose first element is a number; the host's conversion checks
    the others)."""
    return isinstance(t, tuple) and t[0] == "L" and t[1] in NUM


def _has_bool(a) -> bool:
    return bool in map(type, a)


def _not_all_floats(a) -> bool:
    return any(t is not float for t in set(map(type, a)))


class Compiled:
    def __init__(self, text: str, module, fallback: Optional[str], deps, checks=()):
        self.text = text
        self.module = module
        self.function = module[module_entry(module)] if module is not None else None
        self.fallback = fallback
        self.deps = deps
        # (parameter index, test): an argument for which the test holds
        # does not fit the unboxed list the parameter was compiled as, in
        # a way the host's conversion lets through (a bool in an int list
        # whose elements' types the code may observe, an int in a float
        # list): such a call runs the generic signature.
        self.checks = list(checks)


def module_entry(module):
    return module.functions[0]


class JitFunction:
    """A Python function run on sigil's VM (see :mod:`sigil.pydm`)."""

    def __init__(self, fn: Callable):
        self._fn = fn
        self._src = Source(fn)
        checker = Checker(self._src, fn.__globals__)
        checker.check()
        self._locals = _assigned_names(self._src.node)
        a = self._src.node.args
        self._nparams = len(a.posonlyargs + a.args)
        self._cache: Dict[Any, Compiled] = {}
        # Signatures whose list elements were not all of the type the first
        # one had: compiled again expecting objects.
        self._generic: set = set()
        self._last: Optional[Compiled] = None
        # "big": calls the integer<*> signature answered (see __call__).
        self.stats = {"calls": 0, "vm": 0, "big": 0, "fallbacks": 0, "compiles": 0,
                      "fallback_reason": None}
        self.__name__ = fn.__name__
        self.__qualname__ = getattr(fn, "__qualname__", fn.__name__)
        self.__doc__ = fn.__doc__
        self.__module__ = fn.__module__
        self.__wrapped__ = fn

    def __repr__(self):
        return f"<sigil.pydm.jit {self.__qualname__}>"

    @property
    def python(self) -> Callable:
        """The original Python function."""
        return self._fn

    def _compile(self, argtypes, big=False) -> Compiled:
        """Compiles a signature; with `big`, every int is `integer<*>`."""
        with _compile_lock:
            saved = PYTYPE[I], CODE[I]
            _mode.big = big
            if big:
                PYTYPE[I], CODE[I] = BIGINT, CODE_BIGINT
            try:
                return self._compile_locked(argtypes, big)
            finally:
                PYTYPE[I], CODE[I] = saved
                _mode.big = False

    def _compile_locked(self, argtypes, big) -> Compiled:
        import sigil

        # List parameters of numbers are unboxed where that is safe: an
        # unboxed list that would meet another type (see `conflict`) sends
        # its parameter back to the boxed list type and the signature is
        # compiled again. (Not with integer<*>: its lists hold objects.)
        unboxed = set() if big else {k for k, t in enumerate(argtypes) if _unboxable(t)}
        while True:
            types = tuple(("U", t[1], t[2], frozenset([k])) if k in unboxed else t
                          for k, t in enumerate(argtypes))
            comp = Compilation(self, types)
            text = comp.solve()
            if text is not None:
                break
            assert comp.demote & unboxed, comp.demote
            unboxed -= comp.demote
        deps = list(comp.deps)
        self.stats["compiles"] += 1
        if comp.foreign_reason:
            return Compiled(text, None, comp.foreign_reason, deps)
        checks = []
        for k in sorted(unboxed):
            if argtypes[k][1] == F:
                checks.append((k, _not_all_floats))
            elif argtypes[k][1] == I and k in comp.bool_observed:
                checks.append((k, _has_bool))
        module = sigil.parse(text, name=f"<pydm {self.__name__}>")
        return Compiled(text, module, None, deps, checks)

    def compiled(self, *args) -> Compiled:
        """The compiled module for these argument values' signature."""
        types = tuple(_arg_type(a) for a in args)
        if None in types:
            raise TypeError("sigil.pydm.jit compiles for int, float, bool, None, list and "
                            "tuple arguments")
        return self._get(types, _has_big_int(args))

    def _get(self, types, big=False) -> Compiled:
        key = (types, True) if big else types
        c = self._cache.get(key)
        if c is not None:
            for g, name, obj in c.deps:
                if g.get(name) is not obj:
                    c = None
                    break
        if c is None:
            c = self._compile(types, big)
            self._cache[key] = c
        self._last = c
        return c

    def pydm_for(self, *args) -> str:
        """The PyDM module for the signature of these argument values."""
        return self.compiled(*args).text

    @property
    def pydm(self) -> str:
        """The PyDM text of the most recently used signature."""
        if self._last is None:
            raise ValueError(f"{self.__name__} has not been compiled yet: call it, or use "
                             "pydm_for(*example_args)")
        return self._last.text

    @property
    def lowered(self) -> str:
        """The VM-level IR of :attr:`pydm` (``sigil.opt(..., lower_pydm=True)``)."""
        import sigil

        return sigil.opt(self.pydm, lower_pydm=True)

    def _fallback(self, args, reason=None):
        self.stats["fallbacks"] += 1
        if reason:
            self.stats["fallback_reason"] = reason
        return self._fn(*args)

    def __call__(self, *args):
        self.stats["calls"] += 1
        if len(args) != self._nparams:
            return self._fallback(args, "a call with another number of arguments")
        types = tuple(map(_arg_type, args))
        if None in types:
            return self._fallback(args, "an argument of a type the VM does not take")
        if types in self._generic:
            types = tuple(_generic(t) for t in types)
        for a in args:
            if type(a) is int and not INT_MIN <= a <= INT_MAX:
                return self._call_big(args, types)
        c = self._get(types)
        if c.function is None:
            return self._fallback(args, c.fallback)
        for k, test in c.checks:
            if test(args[k]):
                # Elements of mixed types: the generic signature.
                self._generic.add(types)
                types = tuple(_generic(t) for t in types)
                c = self._get(types)
                if c.function is None:
                    return self._fallback(args, c.fallback)
                break
        import sigil

        try:
            r = c.function(*args)
        except OverflowError:
            # An int left 64 bits, or Python's OverflowError: the integer<*>
            # signature runs the call (and raises the latter again).
            return self._call_big(args, types)
        except (sigil.ElementTypeMismatch, sigil.NeedsCPython) as e:
            # The host refuses list elements of another type than the
            # signature's before the VM runs anything (then the generic
            # signature is for next time); an element read through a
            # subscript of another type than the signature expected needs
            # CPython. Either may be an int beyond 64 bits in a list or
            # tuple argument: then the integer<*> signature runs the call.
            if any(isinstance(t, tuple) and _big_int_in(a) for a, t in zip(args, types)):
                return self._call_big(args, types)
            if isinstance(e, sigil.NeedsCPython):
                return self._fallback(args, "the VM needs CPython (exception code 5)")
            if any(_generic(t) != t for t in types):
                self._generic.add(types)
            return self._fallback(args, "a list element of another type than the signature's")
        self.stats["vm"] += 1
        return r

    def _call_big(self, args, types):
        """The call on the signature whose ints are `integer<*>` (Python
        ints of any size, in the VM); CPython runs it when that one needs
        CPython (`sigil.NeedsCPython`). Its OverflowError and ValueError
        are Python's."""
        import sigil

        c = self._get(types, big=True)
        if c.function is None:
            return self._fallback(args, c.fallback)
        try:
            r = c.function(*args)
        except sigil.NeedsCPython:
            return self._fallback(args, "the VM needs CPython (exception code 5, with "
                                        "integer<*> ints)")
        self.stats["vm"] += 1
        self.stats["big"] += 1
        return r


def jit(fn: Callable) -> JitFunction:
    """Decorator: run `fn` on sigil's VM (see :mod:`sigil.pydm`). Raises
    :class:`UnsupportedError` if `fn` is outside the subset."""
    return JitFunction(fn)
