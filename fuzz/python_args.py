"""The decoder of the `python_args` fuzz target: bytes to one call of a
sigil function with Python values, for the conversion of arguments and
results in the Python package (crates/python/src/convert.rs, module.rs).

It is written in Python, and shared, because two drivers run it: the
cargo-fuzz target fuzz/fuzz_targets/python_args.rs (CPython embedded in a
coverage-instrumented binary, the native module registered as the built-in
`_sigil`) and the replay python/tests/test_fuzz_seeds.py (the installed
wheel's `sigil._sigil`), so a committed seed means the same call to both.

`run(data)` is deterministic: the first bytes pick a function among a fixed
set of small modules (scalars of every width, tensors of several element
types and static, dynamic, 0-d and unranked shapes, several arguments and
results, an argument returned twice, lists, dicts, iree.abi records and SIP
signatures, mutable globals, PyDM functions); the rest become Python values,
mostly of the kind the parameter wants (so calls get through and results
come back) and otherwise anything: ints of any size, special floats, str,
bytes, nested and ragged sequences, dicts, numpy arrays of every dtype and
layout, numpy scalars, and objects whose number protocols misbehave or
mutate the container being read. Past the end of the input every byte reads
as zero. Modules are parsed once per process.

Ordinary Python exceptions are the expected outcome of a bad call and are
swallowed (EXPECTED); anything else propagates, and each driver reports it
as a crash: pyo3's PanicException (a Rust panic), SystemError, MemoryError,
any other exception. A segfault or an abort kills the process either way.
"""

import math
import re
import struct
import warnings

import numpy as np

try:
    import _sigil as native  # the fuzz target's built-in module
except ImportError:
    from sigil import _sigil as native

try:
    import ml_dtypes
except ImportError:  # the bfloat16 arrays are then left out
    ml_dtypes = None

SCALARS = """
func.func @i1(%a: i1) -> i1 { return %a : i1 }
func.func @i8(%a: i8) -> i8 { return %a : i8 }
func.func @i32(%a: i32) -> i32 { return %a : i32 }
func.func @i64(%a: i64) -> i64 { return %a : i64 }
func.func @ui64(%a: ui64) -> ui64 { return %a : ui64 }
func.func @f16(%a: f16) -> f16 { return %a : f16 }
func.func @bf16(%a: bf16) -> bf16 { return %a : bf16 }
func.func @f32(%a: f32) -> f32 { return %a : f32 }
func.func @f64(%a: f64) -> f64 { return %a : f64 }
func.func @index(%a: index) -> index { return %a : index }
func.func @none() { return }
func.func @mixed(%a: i8, %b: f16, %c: index, %d: i1) -> (i1, index, f16, i8) {
  return %d, %c, %b, %a : i1, index, f16, i8
}
func.func @twice(%a: i64) -> (i64, i64) { return %a, %a : i64, i64 }
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @to_f32(%a: i64, %b: f64) -> f32 {
  %x = arith.sitofp %a : i64 to f32
  %y = arith.truncf %b : f64 to f32
  %s = arith.addf %x, %y : f32
  return %s : f32
}
"""

TENSORS = """
func.func @f32_2x3(%t: tensor<2x3xf32>) -> tensor<2x3xf32> { return %t : tensor<2x3xf32> }
func.func @f64_dyn(%t: tensor<?x?xf64>) -> tensor<?x?xf64> { return %t : tensor<?x?xf64> }
func.func @i1_dyn(%t: tensor<?xi1>) -> tensor<?xi1> { return %t : tensor<?xi1> }
func.func @i8_4(%t: tensor<4xi8>) -> tensor<4xi8> { return %t : tensor<4xi8> }
func.func @ui8_dyn(%t: tensor<?xui8>) -> tensor<?xui8> { return %t : tensor<?xui8> }
func.func @i16_dyn(%t: tensor<?x2xi16>) -> tensor<?x2xi16> { return %t : tensor<?x2xi16> }
func.func @ui64_dyn(%t: tensor<?xui64>) -> tensor<?xui64> { return %t : tensor<?xui64> }
func.func @f16_dyn(%t: tensor<?xf16>) -> tensor<?xf16> { return %t : tensor<?xf16> }
func.func @bf16_dyn(%t: tensor<?xbf16>) -> tensor<?xbf16> { return %t : tensor<?xbf16> }
func.func @c64_dyn(%t: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> { return %t : tensor<?xcomplex<f32>> }
func.func @c128_dyn(%t: tensor<?x?xcomplex<f64>>) -> tensor<?x?xcomplex<f64>> { return %t : tensor<?x?xcomplex<f64>> }
func.func @i32_0d(%t: tensor<i32>) -> tensor<i32> { return %t : tensor<i32> }
func.func @unranked(%t: tensor<*xf32>) -> tensor<*xf32> { return %t : tensor<*xf32> }
func.func @twice(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  return %t, %t : tensor<?xf32>, tensor<?xf32>
}
func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.addf %a, %b : tensor<?xf32>
  return %c : tensor<?xf32>
}
func.func @fill(%t: tensor<?x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %r = linalg.fill ins(%v : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @insert(%t: tensor<?xi64>, %v: i64, %i: index) -> tensor<?xi64> {
  %r = tensor.insert %v into %t[%i] : tensor<?xi64>
  return %r : tensor<?xi64>
}
func.func @dim(%t: tensor<?x?xi32>, %d: index) -> index {
  %n = tensor.dim %t, %d : tensor<?x?xi32>
  return %n : index
}
func.func @mixed(%t: tensor<?xi32>, %s: i32, %u: tensor<2xf64>) -> (i32, tensor<2xf64>, tensor<?xi32>) {
  return %s, %u, %t : i32, tensor<2xf64>, tensor<?xi32>
}
func.func @cast(%t: tensor<?xi32>) -> tensor<?xf32> {
  %r = arith.sitofp %t : tensor<?xi32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

STRUCTURED = r"""
func.func @dict_sum(%d: !util.list<?>, %k: i64) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"x\",\"i64\"],[\"y\",\"i64\"]],[\"named\",\"k\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = util.list.get %d[%c0] : !util.list<?> -> i64
  %y = util.list.get %d[%c1] : !util.list<?> -> i64
  %s = arith.addi %x, %y : i64
  %t = arith.muli %s, %k : i64
  return %t : i64
}
func.func @split(%a: i32, %b: f32) -> (i32, f32) attributes {iree.reflection = {iree.abi = "{\"a\":[\"i32\",\"f32\"],\"r\":[[\"sdict\",[\"count\",\"i32\"],[\"mean\",\"f32\"]]],\"v\":1}"}} {
  return %a, %b : i32, f32
}
func.func @predict(%t: tensor<2xf32>, %b: i32, %a: f32) -> tensor<2xf32> attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0"}} {
  return %t : tensor<2xf32>
}
func.func @kw(%a: i32, %b: i32) -> (i32, i32) attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I17!D13!K2!a_0K2!b_1R12!S9!k0_0k2_1"}} {
  return %b, %a : i32, i32
}
func.func @nested(%l: !util.list<?>) -> !util.list<?> {
  return %l : !util.list<?>
}
func.func @homog(%l: !util.list<?>) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"py_homogeneous_list\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %n = util.list.size %l : !util.list<?>
  %i = arith.index_cast %n : index to i64
  return %i : i64
}
func.func @typed(%l: !util.list<i32>) -> !util.list<i32> {
  return %l : !util.list<i32>
}
func.func @arr_rec(%t: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>) attributes {iree.reflection = {iree.abi = "{\"a\":[[\"ndarray\",\"f32\",2,null,3]],\"r\":[[\"stuple\",[\"ndarray\",\"f32\",2,null,3],[\"ndarray\",\"f32\",2,null,3]]],\"v\":1}"}} {
  return %t, %t : tensor<?x3xf32>, tensor<?x3xf32>
}
func.func @first(%l: !util.list<?>) -> !util.list<?> {
  %c0 = arith.constant 0 : index
  %x = util.list.get %l[%c0] : !util.list<?> -> !util.list<?>
  return %x : !util.list<?>
}
"""

# A module with mutable state: every call goes to one shared instance, and
# arrays are copied rather than lent.
GLOBALS = """
util.global private mutable @count = 0 : i64
func.func @bump(%d: i64, %t: tensor<?xf32>) -> (i64, tensor<?xf32>) {
  %c = util.global.load @count : i64
  %n = arith.addi %c, %d : i64
  util.global.store %n, @count : i64
  return %n, %t : i64, tensor<?xf32>
}
"""

PYDM = """
!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
!n = !iree_pydm.integer<*>
!o = !iree_pydm.object
!u = !iree_pydm.list<unboxed,!iree_pydm.integer<64>>
!uf = !iree_pydm.list<unboxed,!iree_pydm.real<f64>>
!ub = !iree_pydm.list<unboxed,!iree_pydm.bool>
iree_pydm.func @sum(%l: !u) -> (!e, !i) {
  %n = len %l : !u -> !i
  %z = constant 0 : i64 -> !i
  %one = constant 1 : i64 -> !i
  cf.br ^head(%z, %z : !i, !i)
^head(%k: !i, %acc: !i):
  %lt = apply_compare "lt", %k, %n : !i, !i
  %p = bool_to_pred %lt
  cf.cond_br %p, ^body, ^done
^body:
  %exc, %x = subscript %l[%k] : !u, !i -> !i
  raise_on_failure %exc : !e
  %acc2 = apply_binary "add", %acc, %x : !i, !i -> !i
  %k2 = apply_binary "add", %k, %one : !i, !i -> !i
  cf.br ^head(%k2, %acc2 : !i, !i)
^done:
  return %acc : !i
}
iree_pydm.func @floats(%l: !uf) -> (!e, !uf) {
  return %l : !uf
}
iree_pydm.func @bools(%l: !ub, %k: !i) -> (!e, !o) {
  %exc, %x = subscript %l[%k] : !ub, !i -> !o
  raise_on_failure %exc : !e
  return %x : !o
}
iree_pydm.func @ident(%a: !o) -> (!e, !o) {
  return %a : !o
}
iree_pydm.func @big(%a: !n, %b: !n) -> (!e, !n) {
  %r = apply_binary "mul", %a, %b : !n, !n -> !n
  return %r : !n
}
iree_pydm.func @build(%a: !i, %k: !i) -> (!e, !u) {
  %c2 = constant 2 : i64 -> !i
  %c9 = constant 9 : i64 -> !i
  %l = make_list %a, %a : !i, !i -> !u
  %e1 = assign_subscript %l[%k] = %c9 : !u, !i, !i
  raise_on_failure %e1 : !e
  %r = sequence_clone %l * %c2 : !u, !i -> !u
  return %r : !u
}
"""

# (name, text, is PyDM): a PyDM function raises Python's own exceptions.
SOURCES = [
    ("scalars", SCALARS, False),
    ("tensors", TENSORS, False),
    ("structured", STRUCTURED, False),
    ("globals", GLOBALS, False),
    ("pydm", PYDM, True),
]

# What a bad call may raise: argument errors and sigil's own errors (traps,
# and a PyDM function's Python exceptions). Not RuntimeError in general, not
# SystemError or MemoryError, and not pyo3's PanicException (a
# BaseException): those are crashes.
EXPECTED = (
    TypeError,
    ValueError,
    OverflowError,
    native.Trap,
    native.CompileError,
    native.NeedsCPython,
)
PYDM_RAISES = (
    IndexError,
    KeyError,
    ZeroDivisionError,
    AttributeError,
    AssertionError,
    StopIteration,
    NotImplementedError,
    UnboundLocalError,
)

_cache = []


def functions():
    """Every (function, is PyDM) of the modules, each module loaded once
    with the native tier off and once with it always on."""
    if not _cache:
        for name, text, pydm in SOURCES:
            for jit in ("off", "always"):
                m = native.parse(text, name=f"{name}.mlir", jit=jit)
                for f in m.functions:
                    _cache.append((m[f], pydm))
    return _cache


class Reader:
    """The input's bytes as numbers; zero past the end."""

    def __init__(self, data: bytes):
        self.data = data
        self.pos = 0

    def u8(self) -> int:
        if self.pos >= len(self.data):
            return 0
        b = self.data[self.pos]
        self.pos += 1
        return b

    def take(self, n: int) -> bytes:
        out = self.data[self.pos:self.pos + n]
        self.pos += len(out)
        return out + bytes(n - len(out))

    def below(self, n: int) -> int:
        return self.u8() % n if n else 0

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def i64(self) -> int:
        return struct.unpack("<q", self.take(8))[0]

    def f64(self) -> float:
        return struct.unpack("<d", self.take(8))[0]


SPECIAL_INTS = [
    0, 1, -1, 2, 127, 128, -128, -129, 255, 256, 2**15, 2**16, 2**31 - 1, 2**31, -2**31,
    -2**31 - 1, 2**32, 2**53 + 1, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64,
    -2**64, 10**30, -(10**30), 2**200, -(2**1000),
]
SPECIAL_FLOATS = [
    0.0, -0.0, math.nan, -math.nan, math.inf, -math.inf, 1.5, -2.5, 65504.0, 65520.0, 1e-8,
    5e-324, 1.7976931348623157e308, 3.4028235e38, 3.5e38, 2.0**63, -(2.0**63), 1e300,
]
SPECIAL_STRS = ["", "a", "x", "y", "k", "b", "\x00", "\ud800", "é" * 3, "🙂", "count", "mean"]
KEYS = ["a", "b", "k", "x", "y", "c", "t", "d", "", "\ud800"]

DTYPES = [
    np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
    np.float16, np.float32, np.float64, np.complex64, np.complex128, np.longdouble,
    np.clongdouble, object, "V4", [("a", "<i4"), ("b", "<f4")], "<U3", "S2", "M8[s]", "m8[ms]",
    ">i4", ">f8", ">c8", "<u2", ">i8", ">u8", ">f2",
]
if ml_dtypes is not None:
    DTYPES += [ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, ml_dtypes.int4]
DTYPES = [np.dtype(d) for d in DTYPES]

# Element types by parameter type text, for arrays of the kind wanted.
ELEMENTS = {
    "i1": np.bool_, "i8": np.int8, "ui8": np.uint8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "ui64": np.uint64, "f16": np.float16, "f32": np.float32,
    "f64": np.float64, "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}
if ml_dtypes is not None:
    ELEMENTS["bf16"] = ml_dtypes.bfloat16


class Indexes:
    """A number whose `__index__` is chosen by the input: an int, a huge
    int, itself, a float, or an error."""

    def __init__(self, mode, value):
        self.mode, self.value = mode, value

    def __index__(self):
        if self.mode == 0:
            return self.value
        if self.mode == 1:
            return self
        if self.mode == 2:
            return 1.5
        raise KeyError("no index")


class Floats:
    """A number whose `__float__` returns a float, itself, or a str."""

    def __init__(self, mode, value):
        self.mode, self.value = mode, value

    def __float__(self):
        if self.mode == 0:
            return self.value
        if self.mode == 1:
            return self
        return "1.5"


class Mutator:
    """A number that changes the container it is read from (a dict grows,
    a list shrinks) while the container is being converted."""

    def __init__(self, box):
        self.box = box

    def __index__(self):
        c = self.box[0] if self.box else None
        if isinstance(c, dict):
            c["zz%d" % len(c)] = 1
        elif isinstance(c, list):
            c.clear()
        return 7


class IntSub(int):
    pass


class FloatSub(float):
    pass


class StrSub(str):
    pass


def shape_of(r: Reader, rank=None):
    rank = r.below(5) if rank is None else rank
    dims = []
    for _ in range(rank):
        b = r.u8()
        dims.append(b % 4 if b < 250 else 0)
    return tuple(dims)


def array(r: Reader, dtype=None, shape=None):
    """A numpy array: any dtype (or the one given), any shape (or the one
    given), filled from the input's bytes, then laid out in one of many
    ways (views with steps and negative strides, Fortran order, read-only,
    unaligned, byte-swapped, broadcast, a subclass)."""
    dt = np.dtype(dtype) if dtype is not None else r.pick(DTYPES)
    if shape is None:
        shape = shape_of(r)
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    if r.below(16) == 0:
        # A zero-size array with huge dimensions (their product, times
        # 16-byte elements, still fits numpy's sizes).
        shape = (0,) + tuple(2**r.below(28) for _ in range(r.below(3)))
        n = 0
    layout = r.below(12)
    raw = r.take(min(n, 64) * dt.itemsize)
    try:
        if dt.hasobject:
            a = np.empty(shape, dt)
            flat = a.reshape(-1)
            for i in range(flat.size):
                flat[i] = scalar(r)
        else:
            buf = (raw * (1 + (n * dt.itemsize) // max(1, len(raw))))[: n * dt.itemsize]
            buf = buf + bytes(n * dt.itemsize - len(buf))
            a = np.frombuffer(buf, dtype=dt).reshape(shape).copy()
    except (ValueError, TypeError):
        a = np.zeros(shape, dt)
    if layout == 1 and a.ndim:
        a = a[..., ::2] if r.u8() & 1 else a[::-1]
    elif layout == 2:
        a = np.asfortranarray(a)
    elif layout == 3:
        a = a.T
    elif layout == 4:
        a.setflags(write=False)
    elif layout == 5 and not dt.hasobject:
        # Unaligned: the same bytes one byte into a buffer.
        b = bytearray(a.nbytes + 1)
        u = np.ndarray(a.shape, dt, buffer=b, offset=1)
        u[...] = a
        a = u
    elif layout == 6 and not dt.hasobject:
        a = a.astype(dt.newbyteorder())
    elif layout == 7 and a.ndim:
        a = np.broadcast_to(a, (2,) + a.shape)
    elif layout == 8:
        a = a.view(np.ma.MaskedArray) if not dt.hasobject else a
    elif layout == 9 and a.ndim >= 2:
        a = a[:, ::-1].T
    elif layout == 10:
        a = item(a) if a.ndim == 0 else a[np.newaxis]
    return a


def item(a):
    """The numpy scalar of a 0-d array, or None where numpy cannot make one
    (a `U` element holding no code point raises SystemError in numpy)."""
    if not isinstance(a, np.ndarray):
        return a
    try:
        return a[()]
    except (SystemError, ValueError, TypeError, OverflowError):
        return None


def scalar(r: Reader):
    k = r.below(10)
    if k == 0:
        return r.i64() >> (8 * r.below(8))
    if k == 1:
        return r.pick(SPECIAL_INTS)
    if k == 2:
        return r.f64()
    if k == 3:
        return r.pick(SPECIAL_FLOATS)
    if k == 4:
        return bool(r.u8() & 1)
    if k == 5:
        return None
    if k == 6:
        return r.pick(SPECIAL_STRS)
    if k == 7:
        n = r.below(80)
        v = int.from_bytes(r.take(n), "little")
        return -v if r.u8() & 1 else v
    if k == 8:
        return r.pick(DTYPES[:14]).type(r.pick([0, 1, 2, 7]))
    return r.pick(SPECIAL_FLOATS) * (1 + r.u8())


def value(r: Reader, depth=0):
    """Any Python value."""
    k = r.below(24 if depth < 6 else 8)
    if k < 8:
        return scalar(r)
    if k == 8:
        return r.take(r.below(6))
    if k == 9:
        return bytearray(r.take(r.below(4)))
    if k in (10, 11):
        items = [value(r, depth + 1) for _ in range(r.below(5))]
        return items if k == 10 else tuple(items)
    if k == 12:
        return {r.pick(KEYS) if r.u8() < 240 else r.u8(): value(r, depth + 1)
                for _ in range(r.below(4))}
    if k in (13, 14):
        return array(r)
    if k == 15:
        # Deep nesting, around the converter's limit.
        v = value(r, 6)
        for _ in range(100 + r.below(60)):
            v = [v] if r.u8() & 1 else (v,)
        return v
    if k == 16:
        # Nested numbers, maybe ragged.
        return [[scalar(r) for _ in range(r.below(4))] for _ in range(r.below(4))]
    if k == 17:
        return Indexes(r.below(4), r.pick(SPECIAL_INTS))
    if k == 18:
        return Floats(r.below(3), r.pick(SPECIAL_FLOATS))
    if k == 19:
        # A container that changes under the converter.
        box = []
        c = {"a": 1, "b": Mutator(box), "c": 2} if r.u8() & 1 else [1, Mutator(box), 2, 3]
        box.append(c)
        return c
    if k == 20:
        return r.pick([IntSub(r.i64()), FloatSub(r.f64()), StrSub("s"), True, complex(1, 2),
                       object(), 1j, range(3), {1, 2}, frozenset(), np.float16(r.f64())])
    if k == 21:
        # A numpy scalar of any dtype (a 0-d array's item).
        return item(array(r, None, ()))
    if k == 22:
        return [array(r) for _ in range(r.below(3))]
    return {"x": value(r, depth + 1), "y": value(r, depth + 1)}


def wanted(r: Reader, ty: str, depth=0):
    """A value of the kind the parameter type `ty` takes (often with
    values out of its range)."""
    if ty.startswith("tensor<"):
        m = re.fullmatch(r"tensor<(\*x|(?:(?:\?|\d+)x)*)(.*)>", ty)
        elem = m.group(2)
        dims = None if m.group(1) == "*x" else m.group(1).split("x")[:-1]
        dt = ELEMENTS.get(elem, np.float32)
        if dims is None:
            shape = None
        else:
            shape = tuple(int(d) if d != "?" and r.u8() < 230 else r.below(4) for d in dims)
        a = array(r, dt, shape)
        if r.u8() < 24 and isinstance(a, np.ndarray) and max(a.shape, default=0) <= 64:
            # Nested lists for the tensor.
            return a.tolist()
        return a
    if ty.startswith("!util.list"):
        return value(r, depth + 1) if r.u8() < 40 else [wanted(r, "i64") for _ in range(r.below(4))]
    if ty.startswith("!iree_pydm.list") or ty.startswith("!u"):
        kind = r.below(3)
        mk = [lambda: r.i64(), lambda: r.f64(), lambda: bool(r.u8() & 1)][kind]
        items = [mk() if r.u8() < 240 else value(r, depth + 1) for _ in range(r.below(6))]
        return items if r.u8() & 1 else tuple(items)
    if ty in ("f16", "bf16", "f32", "f64"):
        return r.f64() if r.u8() & 1 else r.pick(SPECIAL_FLOATS)
    if ty in ("i1",):
        return bool(r.u8() & 1)
    if "integer" in ty or ty in ("i8", "i16", "i32", "i64", "ui64", "index"):
        return r.pick(SPECIAL_INTS) if r.u8() & 1 else r.i64() >> (8 * r.below(8))
    return value(r, depth + 1)


def run(data: bytes):
    """Makes the call `data` describes; returns its result, or None when it
    raised an expected exception (anything else propagates)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return call(Reader(data))


def call(r: Reader):
    fns = functions()
    fn, pydm = fns[r.u8() % len(fns)]
    types = fn.argument_types
    mode = r.u8()
    args = []
    kwargs = {}
    if mode < 200:
        for ty in types:
            args.append(wanted(r, ty) if r.u8() < 200 else value(r))
    else:
        # Any number of anything, maybe by keyword.
        for _ in range(r.below(5)):
            args.append(value(r))
        for _ in range(r.below(3)):
            kwargs[r.pick(KEYS[:8])] = value(r)
    if mode % 7 == 6 and args:
        # A positional argument too many or too few.
        if r.u8() & 1:
            args.pop()
        else:
            args.append(value(r))
    if mode % 11 == 10 and args:
        kwargs[r.pick(KEYS[:8])] = args.pop()
    expected = EXPECTED + PYDM_RAISES if pydm else EXPECTED
    try:
        result = fn(*args, **kwargs)
    except expected:
        return None
    # Reading a result must not fail either.
    repr(result)
    return result
