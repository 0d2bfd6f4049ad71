"""The StableHLO families of scripts/gen-ext-diff.py (imported by it; not a
script of its own): random functions written in the forms JAX prints
(pretty `stablehlo.add`, `stablehlo.reduce(... applies ...)`, generic
`"stablehlo.case"`, `"stablehlo.sort"`, `"stablehlo.gather"`), each with its
inputs drawn here.

A function is built by `Fn`: numbered SSA values, one line each, so regions
can be nested to any depth by indenting the lines a nested block returns.
The control-flow family keeps an environment of *slots* (values of one shape
S, f32 and i32) whose current SSA name changes as the program mutates them:
a `while` carries some slots (the same slot twice, sometimes: one value used
twice by one op), an `if` or `case` returns new versions of some slots (or
none), and every region body is again a random block over the slots, so
each region op appears inside each other and inside reduce bodies, with the
loop-carried state changed under nested regions.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

FLOATS = ("f32", "f16")


def tt(shape, t):
    return "tensor<" + "".join(f"{d}x" for d in shape) + t + ">"


def prod(xs):
    p = 1
    for x in xs:
        p *= x
    return p


def cmp_type(t):
    return "FLOAT" if t in FLOATS else "SIGNED"


def const(t, v):
    if t in FLOATS:
        return repr(float(v)) if v == v and abs(v) != float("inf") else ("0x7F800000" if v > 0 else "0xFF800000")
    if t == "i1":
        return "true" if v else "false"
    return str(int(v))


class Fn:
    def __init__(self, g, name):
        self.g = g
        self.rng = g.rng
        self.name = name
        self.n = 0
        self.lines = []
        self.params = []
        self.inputs = []
        self.ind = 2

    def fresh(self):
        self.n += 1
        return f"%{self.n - 1}"

    def emit(self, line):
        self.lines.append(" " * self.ind + line)

    def param(self, shape, t, kind="sym", values=None):
        name = f"%arg{len(self.params)}"
        self.params.append(f"{name}: {tt(shape, t)}")
        if values is None:
            values = self.g.values(t, shape, kind)
        self.inputs.append([t, shape, values])
        return name

    def op(self, text):
        v = self.fresh()
        self.emit(f"{v} = {text}")
        return v

    def splat(self, t, v, shape):
        c = self.op(f"stablehlo.constant dense<{const(t, v)}> : {tt([], t)}")
        if not shape:
            return c
        return self.op(f"stablehlo.broadcast_in_dim {c}, dims = [] : ({tt([], t)}) -> {tt(shape, t)}")

    def finish(self, results, family):
        rts = ", ".join(tt(s, t) for _, s, t in results)
        text = (f"func.func @{self.name}({', '.join(self.params)}) -> ({rts}) {{\n" + "\n".join(self.lines) +
                f"\n  return {', '.join(v for v, _, _ in results)} : {rts}\n}}")
        self.g.add("shlo", family, self.name, text, self.inputs)


# ----- elementwise -----

F_BIN = ["add", "subtract", "multiply", "divide", "maximum", "minimum"]
F_UN = ["abs", "negate", "exponential", "log", "tanh", "sqrt"]
I_BIN = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor"]
I_UN = ["abs", "negate", "not"]
DIRS = ["EQ", "NE", "GE", "GT", "LE", "LT"]


def ew_op(fn, pool, shape):
    """One random elementwise op over values of `pool` ((name, type) of one
    shape); returns (name, type)."""
    rng = fn.rng
    T = lambda t: tt(shape, t)
    kinds = {t for _, t in pool}
    choice = rng.choice(["bin", "bin", "un", "cmp", "select", "convert", "clamp"])
    pick = lambda t: rng.choice([v for v, u in pool if u == t])
    if choice in ("bin", "un"):
        t = rng.choice(sorted(kinds))
        if t == "i1":
            if choice == "un":
                return fn.op(f"stablehlo.not {pick(t)} : {T(t)}"), t
            return fn.op(f"stablehlo.{rng.choice(['and', 'or', 'xor'])} {pick(t)}, {pick(t)} : {T(t)}"), t
        if choice == "un":
            op = rng.choice(F_UN if t == "f32" else I_UN)
            a = pick(t)
            if op == "exponential":
                lo, hi = fn.splat(t, -4.0, shape), fn.splat(t, 4.0, shape)
                a = fn.op(f"stablehlo.clamp {lo}, {a}, {hi} : {T(t)}")
            elif op in ("log", "sqrt"):
                a = fn.op(f"stablehlo.abs {a} : {T(t)}")
                if op == "log":
                    h = fn.splat(t, 0.5, shape)
                    a = fn.op(f"stablehlo.add {a}, {h} : {T(t)}")
            return fn.op(f"stablehlo.{op} {a} : {T(t)}"), t
        op = rng.choice(F_BIN if t == "f32" else I_BIN)
        a, b = pick(t), pick(t)
        if op in ("divide", "remainder"):
            if t == "f32":
                one = fn.splat(t, 1.0, shape)
                ab = fn.op(f"stablehlo.abs {b} : {T(t)}")
                b = fn.op(f"stablehlo.add {ab}, {one} : {T(t)}")
            else:
                # Division by zero and INT_MIN / -1 are left to the
                # implementation: divisors are made nonzero.
                z, one = fn.splat(t, 0, shape), fn.splat(t, 7, shape)
                isz = fn.op(f"stablehlo.compare EQ, {b}, {z}, SIGNED : ({T(t)}, {T(t)}) -> {T('i1')}")
                b = fn.op(f"stablehlo.select {isz}, {one}, {b} : {T('i1')}, {T(t)}")
        return fn.op(f"stablehlo.{op} {a}, {b} : {T(t)}"), t
    if choice == "cmp":
        t = rng.choice(sorted(kinds))
        ct = {"f32": "FLOAT", "i32": rng.choice(["SIGNED", "UNSIGNED"]), "i1": "UNSIGNED"}[t]
        return fn.op(f"stablehlo.compare {rng.choice(DIRS)}, {pick(t)}, {pick(t)}, {ct} : ({T(t)}, {T(t)}) -> {T('i1')}"), "i1"
    if choice == "select":
        if "i1" not in kinds:
            t = rng.choice(sorted(kinds))
            p = fn.op(f"stablehlo.compare {rng.choice(DIRS)}, {pick(t)}, {pick(t)}, {cmp_type(t)} : ({T(t)}, {T(t)}) -> {T('i1')}")
        else:
            p = pick("i1")
        t = rng.choice(sorted(kinds))
        a = pick(t)
        b = a if rng.random() < 0.2 else pick(t)
        return fn.op(f"stablehlo.select {p}, {a}, {b} : {T('i1')}, {T(t)}"), t
    if choice == "convert":
        src = rng.choice(sorted(kinds))
        dst = rng.choice([x for x in ["f32", "i32", "i1"] if x != src])
        a = pick(src)
        if src == "f32" and dst == "i32":
            # Out-of-range float-to-int conversions are implementation-defined.
            lo, hi = fn.splat("f32", -1e6, shape), fn.splat("f32", 1e6, shape)
            a = fn.op(f"stablehlo.clamp {lo}, {a}, {hi} : {T('f32')}")
        return fn.op(f"stablehlo.convert {a} : ({T(src)}) -> {T(dst)}"), dst
    # clamp: scalar or full-shape bounds
    t = rng.choice(sorted(k for k in kinds if k != "i1") or ["f32"])
    if t not in kinds:
        return pool[0]
    if rng.random() < 0.5:
        lo = fn.op(f"stablehlo.constant dense<{const(t, -1.5 if t == 'f32' else -20)}> : {tt([], t)}")
        hi = fn.op(f"stablehlo.constant dense<{const(t, 1.0 if t == 'f32' else 30)}> : {tt([], t)}")
        return fn.op(f"stablehlo.clamp {lo}, {pick(t)}, {hi} : ({tt([], t)}, {T(t)}, {tt([], t)}) -> {T(t)}"), t
    return fn.op(f"stablehlo.clamp {pick(t)}, {pick(t)}, {pick(t)} : {T(t)}"), t


def elementwise(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_ew{i}")
    shape = g.shape(rng.randint(0, 3), 1, 5)
    types = [rng.choice(["f32", "f32", "i32", "i1"]) for _ in range(rng.randint(1, 3))]
    pool = []
    for t in types:
        pool.append((fn.param(shape, t, "sym" if t == "f32" else "int"), t))
    for _ in range(rng.randint(2, 7)):
        pool.append(ew_op(fn, pool, shape))
    outs = [pool[-1]] + ([rng.choice(pool[len(types):])] if rng.random() < 0.5 else [])
    fn.finish([(v, shape, t) for v, t in outs], "hlo_elementwise")


# ----- shape ops -----

def reshape_target(rng, shape):
    total = prod(shape)
    dims = []
    rest = total
    for _ in range(rng.randint(0, 3)):
        divs = [d for d in range(1, rest + 1) if rest % d == 0]
        d = rng.choice(divs)
        dims.append(d)
        rest //= d
    dims.append(rest)
    rng.shuffle(dims)
    return dims


def shape_chain(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_shape{i}")
    t = rng.choice(["f32", "i32", "i1"])
    shape = g.shape(rng.randint(1, 3), 1, 5)
    x = fn.param(shape, t, "sym" if t == "f32" else "int")
    used = []
    for _ in range(rng.randint(1, 4)):
        rank = len(shape)
        op = rng.choice(["broadcast", "transpose", "reshape", "slice", "reverse", "concatenate", "pad", "iota",
                         "dynamic_slice", "dynamic_update_slice"])
        if op == "broadcast" and rank < 4:
            new_rank = rank + rng.randint(0, 4 - rank)
            dims = sorted(rng.sample(range(new_rank), rank))
            out = [0] * new_rank
            for k, d in enumerate(dims):
                out[d] = shape[k] if shape[k] != 1 or rng.random() < 0.5 else rng.randint(2, 3)
            for d in range(new_rank):
                if d not in dims:
                    out[d] = rng.randint(1, 3)
            x = fn.op(f"stablehlo.broadcast_in_dim {x}, dims = [{', '.join(map(str, dims))}] : ({tt(shape, t)}) -> {tt(out, t)}")
        elif op == "transpose" and rank > 1:
            perm = list(range(rank))
            rng.shuffle(perm)
            out = [shape[p] for p in perm]
            x = fn.op(f"stablehlo.transpose {x}, dims = [{', '.join(map(str, perm))}] : ({tt(shape, t)}) -> {tt(out, t)}")
        elif op == "reshape":
            out = reshape_target(rng, shape)
            x = fn.op(f"stablehlo.reshape {x} : ({tt(shape, t)}) -> {tt(out, t)}")
        elif op == "slice":
            spec, out = [], []
            for d in shape:
                a = rng.randint(0, d - 1)
                b = rng.randint(a + 1, d)
                s = rng.randint(1, 3)
                spec.append(f"{a}:{b}" + (f":{s}" if s > 1 else ""))
                out.append(-(-(b - a) // s))
            x = fn.op(f"stablehlo.slice {x} [{', '.join(spec)}] : ({tt(shape, t)}) -> {tt(out, t)}")
        elif op == "reverse":
            dims = sorted(rng.sample(range(rank), rng.randint(1, rank)))
            out = shape
            x = fn.op(f"stablehlo.reverse {x}, dims = [{', '.join(map(str, dims))}] : {tt(shape, t)}")
        elif op == "concatenate":
            d = rng.randrange(rank)
            parts = [(x, shape)]
            for _ in range(rng.randint(1, 2)):
                if rng.random() < 0.4:
                    parts.append((x, shape))  # the same value twice
                else:
                    s = list(shape)
                    s[d] = rng.randint(1, 4)
                    parts.append((fn.param(s, t, "sym" if t == "f32" else "int"), s))
            rng.shuffle(parts)
            out = list(shape)
            out[d] = sum(s[d] for _, s in parts)
            x = fn.op(f"stablehlo.concatenate {', '.join(v for v, _ in parts)}, dim = {d} : "
                      f"({', '.join(tt(s, t) for _, s in parts)}) -> {tt(out, t)}")
        elif op == "pad":
            lo, hi, it, out = [], [], [], []
            for dsz in shape:
                inter = rng.choice([0, 0, 1, 2])
                full = dsz + (dsz - 1) * inter
                a = rng.randint(-min(2, full - 1), 3)
                b = rng.randint(-min(2, full - 1 + a) if full - 1 + a > 0 else 0, 3)
                if full + a + b < 1:
                    a, b = 0, 0
                lo.append(a), hi.append(b), it.append(inter), out.append(full + a + b)
            pv = fn.op(f"stablehlo.constant dense<{const(t, {'f32': -7.5, 'i32': 42, 'i1': 1}[t])}> : {tt([], t)}")
            x = fn.op(f"stablehlo.pad {x}, {pv}, low = [{', '.join(map(str, lo))}], high = [{', '.join(map(str, hi))}], "
                      f"interior = [{', '.join(map(str, it))}] : ({tt(shape, t)}, {tt([], t)}) -> {tt(out, t)}")
        elif op == "iota" and t != "i1":
            d = rng.randrange(rank)
            io = fn.op(f"stablehlo.iota dim = {d} : {tt(shape, t)}")
            x = fn.op(f"stablehlo.add {x}, {io} : {tt(shape, t)}")
            out = shape
        elif op == "dynamic_slice":
            sizes = [rng.randint(1, d) for d in shape]
            starts = [fn.param([], "i32", values=[rng.choice([-3, 0, 1, 2, d, 100])]) for d in shape]
            x = fn.op(f"stablehlo.dynamic_slice {x}, {', '.join(starts)}, sizes = [{', '.join(map(str, sizes))}] : "
                      f"({tt(shape, t)}, {', '.join(['tensor<i32>'] * rank)}) -> {tt(sizes, t)}")
            out = sizes
        elif op == "dynamic_update_slice":
            sizes = [rng.randint(1, d) for d in shape]
            u = fn.param(sizes, t, "sym" if t == "f32" else "int")
            starts = [fn.param([], "i32", values=[rng.choice([-3, 0, 1, 2, d, 100])]) for d in shape]
            x = fn.op(f"stablehlo.dynamic_update_slice {x}, {u}, {', '.join(starts)} : "
                      f"({tt(shape, t)}, {tt(sizes, t)}, {', '.join(['tensor<i32>'] * rank)}) -> {tt(shape, t)}")
            out = shape
        else:
            continue
        used.append(op)
        shape = out
    fn.finish([(x, shape, t)], "hlo_shape")


# ----- dot_general -----

def dot_general(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_dot{i}")
    t = rng.choice(["f32", "f32", "i32"])
    nb, nc = rng.randint(0, 2), rng.randint(0, 2)
    nl, nr = rng.randint(0, 2), rng.randint(0, 2)
    bsz = g.shape(nb, 1, 3)
    csz = g.shape(nc, 1, 6)
    lsz, rsz = g.shape(nl, 1, 5), g.shape(nr, 1, 5)
    # Operand dims in random order: ("b", k), ("c", k), ("f", k).
    ldims = [("b", k) for k in range(nb)] + [("c", k) for k in range(nc)] + [("f", k) for k in range(nl)]
    rdims = [("b", k) for k in range(nb)] + [("c", k) for k in range(nc)] + [("f", k) for k in range(nr)]
    rng.shuffle(ldims)
    rng.shuffle(rdims)
    size = lambda d, free: {"b": bsz, "c": csz, "f": free}[d[0]][d[1]]
    ls = [size(d, lsz) for d in ldims]
    rs = [size(d, rsz) for d in rdims]
    a = fn.param(ls, t, "sym" if t == "f32" else "small")
    b = fn.param(rs, t, "sym" if t == "f32" else "small")
    lb = [ldims.index(("b", k)) for k in range(nb)]
    rb = [rdims.index(("b", k)) for k in range(nb)]
    lc = [ldims.index(("c", k)) for k in range(nc)]
    rc = [rdims.index(("c", k)) for k in range(nc)]
    out = bsz + [ls[k] for k, d in enumerate(ldims) if d[0] == "f"] + [rs[k] for k, d in enumerate(rdims) if d[0] == "f"]
    j = lambda xs: ", ".join(map(str, xs))
    batching = f"batching_dims = [{j(lb)}] x [{j(rb)}], " if nb else ""
    r = fn.op(f"stablehlo.dot_general {a}, {b}, {batching}contracting_dims = [{j(lc)}] x [{j(rc)}], "
              f"precision = [DEFAULT, DEFAULT] : ({tt(ls, t)}, {tt(rs, t)}) -> {tt(out, t)}")
    fn.finish([(r, out, t)], "hlo_dot_general")


# ----- reduce -----

def reduce(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_reduce{i}")
    kind = rng.choice(["plain", "plain", "plain", "argmax", "cf"])
    t = rng.choice(["f32", "i32"])
    shape = g.shape(rng.randint(1, 3), 1, 6)
    rank = len(shape)
    dims = sorted(rng.sample(range(rank), rng.randint(1, rank)))
    out = [d for k, d in enumerate(shape) if k not in dims]
    j = lambda xs: ", ".join(map(str, xs))
    S, O, E = tt(shape, t), tt(out, t), tt([], t)
    if kind == "plain":
        op = rng.choice(["add", "maximum", "minimum", "multiply"])
        init = {"add": 0, "multiply": 1, "maximum": float("-inf") if t == "f32" else -2147483648,
                "minimum": float("inf") if t == "f32" else 2147483647}[op]
        x = fn.param(shape, t, "pos" if op == "multiply" else ("sym" if t == "f32" else "int"))
        if op == "multiply" and t == "i32":
            fn.inputs[-1][2] = g.values("i32", shape, "small")
        c = fn.op(f"stablehlo.constant dense<{const(t, init)}> : {E}")
        r = fn.op(f"stablehlo.reduce({x} init: {c}) applies stablehlo.{op} across dimensions = [{j(dims)}] : ({S}, {E}) -> {O}")
        fn.finish([(r, out, t)], "hlo_reduce")
        return
    if kind == "argmax":
        # JAX's argmax/argmin: values and an iota reduced together, the
        # first index winning ties (values drawn with ties).
        d = rng.randrange(rank)
        dims = [d]
        out = [s for k, s in enumerate(shape) if k != d]
        O = tt(out, t)
        x = fn.param(shape, t, "tie" if t == "f32" else "small")
        io = fn.op(f"stablehlo.iota dim = {d} : {tt(shape, 'i32')}")
        gt = rng.choice(["GT", "LT"])
        init = (float("-inf") if gt == "GT" else float("inf")) if t == "f32" else (-2147483648 if gt == "GT" else 2147483647)
        c = fn.op(f"stablehlo.constant dense<{const(t, init)}> : {E}")
        c0 = fn.op("stablehlo.constant dense<0> : tensor<i32>")
        r = fn.fresh()
        ct = cmp_type(t)
        body = [
            f"{r}:2 = stablehlo.reduce({x} init: {c}), ({io} init: {c0}) across dimensions = [{d}] : ({S}, {tt(shape, 'i32')}, {E}, tensor<i32>) -> ({O}, {tt(out, 'i32')})",
            f" reducer(%a: {E}, %b: {E}) (%ai: tensor<i32>, %bi: tensor<i32>)  {{",
            f"  %w = stablehlo.compare {gt}, %a, %b, {ct} : ({E}, {E}) -> tensor<i1>",
            f"  %e = stablehlo.compare EQ, %a, %b, {ct} : ({E}, {E}) -> tensor<i1>",
            "  %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>",
            "  %te = stablehlo.and %e, %lt : tensor<i1>",
            "  %p = stablehlo.or %w, %te : tensor<i1>",
            f"  %v = stablehlo.select %w, %a, %b : tensor<i1>, {E}",
            "  %k = stablehlo.select %p, %ai, %bi : tensor<i1>, tensor<i32>",
            f"  stablehlo.return %v, %k : {E}, tensor<i32>",
            "}",
        ]
        for line in body:
            fn.emit(line)
        fn.finish([(f"{r}#0", out, t), (f"{r}#1", out, "i32")], "hlo_reduce")
        return
    # A reduce whose body holds control flow: max through `if`, min
    # through `case` on a converted compare, or a sum inside a one-trip
    # while loop. All are associative and commutative, so the order IREE
    # combines in does not matter.
    x = fn.param(shape, t, "sym" if t == "f32" else "int")
    how = rng.choice(["if", "case", "while"])
    init = {"if": float("-inf") if t == "f32" else -2147483648, "case": float("inf") if t == "f32" else 2147483647,
            "while": 0}[how]
    c = fn.op(f"stablehlo.constant dense<{const(t, init)}> : {E}")
    r = fn.fresh()
    ct = cmp_type(t)
    fn.emit(f"{r} = stablehlo.reduce({x} init: {c}) across dimensions = [{j(dims)}] : ({S}, {E}) -> {O}")
    fn.emit(f" reducer(%a: {E}, %b: {E})  {{")
    if how == "if":
        body = [f"%p = stablehlo.compare GT, %a, %b, {ct} : ({E}, {E}) -> tensor<i1>",
                '%m = "stablehlo.if"(%p) ({', f"  stablehlo.return %a : {E}", "}, {", f"  stablehlo.return %b : {E}",
                f"}}) : (tensor<i1>) -> {E}"]
    elif how == "case":
        body = [f"%p = stablehlo.compare LT, %a, %b, {ct} : ({E}, {E}) -> tensor<i1>",
                "%i = stablehlo.convert %p : (tensor<i1>) -> tensor<i32>",
                '%m = "stablehlo.case"(%i) ({', f"  stablehlo.return %b : {E}", "}, {", f"  stablehlo.return %a : {E}",
                f"}}) : (tensor<i32>) -> {E}"]
    else:
        body = ["%z = stablehlo.constant dense<0> : tensor<i32>",
                f"%w:2 = stablehlo.while(%n = %z, %s = %a) : tensor<i32>, {E}",
                "cond {", "  %one = stablehlo.constant dense<1> : tensor<i32>",
                "  %c = stablehlo.compare LT, %n, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>",
                "  stablehlo.return %c : tensor<i1>", "} do {",
                "  %one = stablehlo.constant dense<1> : tensor<i32>",
                "  %n1 = stablehlo.add %n, %one : tensor<i32>", f"  %s1 = stablehlo.add %s, %b : {E}",
                f"  stablehlo.return %n1, %s1 : tensor<i32>, {E}", "}"]
    for line in body:
        fn.emit("  " + line)
    fn.emit(f"  stablehlo.return {'%w#1' if how == 'while' else '%m'} : {E}")
    fn.emit("}")
    fn.finish([(r, out, t)], "hlo_reduce_cf")


# ----- reduce_window -----

def reduce_window(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_reduce_window{i}")
    t = rng.choice(["f32", "f32", "i32"])
    rank = rng.randint(1, 3)
    shape = g.shape(rank, 1, 7)
    win, strides, pads, bdil, wdil, out = [], [], [], [], [], []
    for d in shape:
        # No base dilation: IREE 3.13 fails to compile some base-dilated
        # windows ('linalg.generic' op inferred input/output operand #1 has
        # shape's dimension ... on a 1x1 input with base_dilations [2, 1]).
        bd = 1
        wd = rng.choice([1, 1, 2])
        dil = (d - 1) * bd + 1
        p = [rng.randint(0, 2), rng.randint(0, 2)]
        padded = dil + p[0] + p[1]
        w = rng.randint(1, max(1, min(3, (padded - 1) // wd + 1)))
        span = (w - 1) * wd + 1
        if span > padded:
            w, wd, span = 1, 1, 1
        s = rng.randint(1, 2)
        win.append(w), strides.append(s), pads.append(p), bdil.append(bd), wdil.append(wd)
        out.append((padded - span) // s + 1)
    op = rng.choice(["add", "maximum", "minimum"])
    init = {"add": 0, "maximum": float("-inf") if t == "f32" else -2147483648,
            "minimum": float("inf") if t == "f32" else 2147483647}[op]
    x = fn.param(shape, t, "sym" if t == "f32" else "int")
    E = tt([], t)
    c = fn.op(f"stablehlo.constant dense<{const(t, init)}> : {E}")
    j = lambda xs: ", ".join(map(str, xs))
    r = fn.fresh()
    padtxt = "[" + ", ".join(f"[{a}, {b}]" for a, b in pads) + "]"
    fn.emit(f'{r} = "stablehlo.reduce_window"({x}, {c}) <{{base_dilations = array<i64: {j(bdil)}>, padding = dense<{padtxt}> : '
            f'tensor<{rank}x2xi64>, window_dilations = array<i64: {j(wdil)}>, window_dimensions = array<i64: {j(win)}>, '
            f'window_strides = array<i64: {j(strides)}>}}> ({{')
    fn.emit(f"^bb0(%a: {E}, %b: {E}):")
    fn.emit(f"  %s = stablehlo.{op} %a, %b : {E}")
    fn.emit(f"  stablehlo.return %s : {E}")
    fn.emit(f"}}) : ({tt(shape, t)}, {E}) -> {tt(out, t)}")
    fn.finish([(r, out, t)], "hlo_reduce_window")


# ----- convolution -----

def convolution(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_conv{i}")
    nsp = rng.choice([1, 2, 2])
    layout = rng.choice(["nhwc", "nhwc", "nchw"])
    groups = rng.choice([1, 1, 2])
    n = rng.randint(1, 2)
    ci = groups * rng.randint(1, 3)
    co = groups * rng.randint(1, 3)
    sp, ks, st, pad, ld, rd, osp = [], [], [], [], [], [], []
    for _ in range(nsp):
        s = rng.randint(2, 8)
        k = rng.randint(1, 3)
        stv = rng.randint(1, 2)
        l = rng.choice([1, 1, 2])
        r = rng.choice([1, 1, 2])
        p = [rng.randint(0, 2), rng.randint(0, 2)]
        if rng.random() < 0.15:
            p = [-1, p[1]]
        inp = (s - 1) * l + 1 + p[0] + p[1]
        span = (k - 1) * r + 1
        if span > inp:
            k, r, span = 1, 1, 1
            if inp < 1:
                p = [0, 0]
                inp = (s - 1) * l + 1
        o = (inp - span) // stv + 1
        sp.append(s), ks.append(k), st.append(stv), pad.append(p), ld.append(l), rd.append(r), osp.append(o)
    spn = [str(k) for k in range(nsp)]
    if layout == "nhwc":
        lhs_s, rhs_s, out_s = [n] + sp + [ci], ks + [ci // groups, co], [n] + osp + [co]
        dn = f"[b, {', '.join(spn)}, f]x[{', '.join(spn)}, i, o]->[b, {', '.join(spn)}, f]"
    else:
        lhs_s, rhs_s, out_s = [n, ci] + sp, [co, ci // groups] + ks, [n, co] + osp
        dn = f"[b, f, {', '.join(spn)}]x[o, i, {', '.join(spn)}]->[b, f, {', '.join(spn)}]"
    a = fn.param(lhs_s, "f32")
    b = fn.param(rhs_s, "f32")
    j = lambda xs: ", ".join(map(str, xs))
    padtxt = "[" + ", ".join(f"[{x}, {y}]" for x, y in pad) + "]"
    r = fn.op(f"stablehlo.convolution({a}, {b}) dim_numbers = {dn}, window = {{stride = [{j(st)}], pad = {padtxt}, "
              f"lhs_dilate = [{j(ld)}], rhs_dilate = [{j(rd)}], reverse = [{j(['false'] * nsp)}]}} "
              f"{{batch_group_count = 1 : i64, feature_group_count = {groups} : i64, precision_config = "
              f"[#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}} : "
              f"({tt(lhs_s, 'f32')}, {tt(rhs_s, 'f32')}) -> {tt(out_s, 'f32')}")
    fn.finish([(r, out_s, "f32")], "hlo_convolution")


# ----- JAX's gather and scatter -----

def gather_scatter(g, i, scatter):
    rng = g.rng
    fn = Fn(g, f"hlo_{'scatter' if scatter else 'gather'}{i}")
    t = rng.choice(["f32", "i32"])
    rank = rng.randint(1, 3)
    shape = g.shape(rank, 1, 6)
    depth = rng.randint(1, rank)  # x[i0, ..., i_depth-1]
    k = rng.randint(1, 5)
    rest = shape[depth:]
    x = fn.param(shape, t, "sym" if t == "f32" else "int")
    mode = rng.choice(["set", "add", "max", "min", "mul"]) if scatter else None
    unique = mode == "set"
    if unique:
        k = min(k, prod(shape[:depth]))
        flat = rng.sample(range(prod(shape[:depth])), k)
        rows = []
        for f in flat:
            row = []
            for d in reversed(shape[:depth]):
                row.append(f % d)
                f //= d
            rows.append(list(reversed(row)))
    else:
        # Negative indices (JAX adds the size) and out-of-range ones
        # (gather clamps; scatter drops the update).
        rows = [[rng.choice([rng.randrange(d), rng.randrange(d), -rng.randint(1, d), d + rng.randint(0, 3), -d - 2])
                 for d in shape[:depth]] for _ in range(k)]
    idx = fn.param([k, depth], "i32", values=[v for r in rows for v in r])
    I = tt([k, depth], "i32")
    z = fn.splat("i32", 0, [k, depth])
    neg = fn.op(f"stablehlo.compare LT, {idx}, {z}, SIGNED : ({I}, {I}) -> {tt([k, depth], 'i1')}")
    sizes = fn.param([depth], "i32", values=shape[:depth])
    sb = fn.op(f"stablehlo.broadcast_in_dim {sizes}, dims = [1] : ({tt([depth], 'i32')}) -> {I}")
    wrapped = fn.op(f"stablehlo.add {idx}, {sb} : {I}")
    sel = fn.op(f"stablehlo.select {neg}, {wrapped}, {idx} : {tt([k, depth], 'i1')}, {I}")
    j = lambda xs: ", ".join(map(str, xs))
    collapsed = list(range(depth))
    offset = list(range(1, 1 + len(rest)))
    out = [k] + rest
    if not scatter:
        r = fn.op(f'"stablehlo.gather"({x}, {sel}) <{{dimension_numbers = #stablehlo.gather<'
                  + (f"offset_dims = [{j(offset)}], " if offset else "")
                  + f"collapsed_slice_dims = [{j(collapsed)}], start_index_map = [{j(collapsed)}], index_vector_dim = 1>, "
                  f"indices_are_sorted = false, slice_sizes = array<i64: {j([1] * depth + rest)}>}}> : "
                  f"({tt(shape, t)}, {I}) -> {tt(out, t)}")
        fn.finish([(r, out, t)], "hlo_gather")
        return
    u = fn.param(out, t, "sym" if t == "f32" else "int")
    E = tt([], t)
    r = fn.fresh()
    fn.emit(f'{r} = "stablehlo.scatter"({x}, {sel}, {u}) <{{indices_are_sorted = false, scatter_dimension_numbers = '
            f"#stablehlo.scatter<" + (f"update_window_dims = [{j(offset)}], " if offset else "")
            + f"inserted_window_dims = [{j(collapsed)}], scatter_dims_to_operand_dims = [{j(collapsed)}], "
            f"index_vector_dim = 1>, unique_indices = {'true' if unique else 'false'}}}> ({{")
    fn.emit(f"^bb0(%a: {E}, %b: {E}):")
    if mode == "set":
        fn.emit(f"  stablehlo.return %b : {E}")
    else:
        op = {"add": "add", "max": "maximum", "min": "minimum", "mul": "multiply"}[mode]
        fn.emit(f"  %s = stablehlo.{op} %a, %b : {E}")
        fn.emit(f"  stablehlo.return %s : {E}")
    fn.emit(f"}}) : ({tt(shape, t)}, {I}, {tt(out, t)}) -> {tt(shape, t)}")
    fn.finish([(r, shape, t)], "hlo_scatter")


# ----- sort -----

def sort(g, i):
    rng = g.rng
    fn = Fn(g, f"hlo_sort{i}")
    rank = rng.randint(1, 2)
    shape = g.shape(rank, 1, 8)
    d = rng.randrange(rank)
    n = rng.randint(1, 3)
    types = [rng.choice(["f32", "i32"]) for _ in range(n)]
    stable = rng.random() < 0.6
    # Ties only where the order of equal keys is defined (is_stable).
    xs = [fn.param(shape, t, ("tie" if t == "f32" else "small") if stable else ("sym" if t == "f32" else "int"))
          for t in types]
    key = rng.randrange(n)
    tk = types[key]
    E = lambda t: tt([], t)
    args = ", ".join(f"%a{k}: {E(t)}, %b{k}: {E(t)}" for k, t in enumerate(types))
    r = fn.fresh()
    res = f"{r}:{n}" if n > 1 else r
    fn.emit(f'{res} = "stablehlo.sort"({", ".join(xs)}) <{{dimension = {d} : i64, is_stable = {"true" if stable else "false"}}}> ({{')
    fn.emit(f"^bb0({args}):")
    dirn = rng.choice(["LT", "GT"])
    if n > 1 and rng.random() < 0.4:
        k2 = (key + 1) % n
        t2 = types[k2]
        fn.emit(f"  %c0 = stablehlo.compare {dirn}, %a{key}, %b{key}, {cmp_type(tk)} : ({E(tk)}, {E(tk)}) -> tensor<i1>")
        fn.emit(f"  %e0 = stablehlo.compare EQ, %a{key}, %b{key}, {cmp_type(tk)} : ({E(tk)}, {E(tk)}) -> tensor<i1>")
        fn.emit(f"  %c1 = stablehlo.compare LT, %a{k2}, %b{k2}, {cmp_type(t2)} : ({E(t2)}, {E(t2)}) -> tensor<i1>")
        fn.emit("  %t = stablehlo.and %e0, %c1 : tensor<i1>")
        fn.emit("  %c = stablehlo.or %c0, %t : tensor<i1>")
    else:
        ct = cmp_type(tk) if tk == "f32" or rng.random() < 0.7 else "UNSIGNED"
        fn.emit(f"  %c = stablehlo.compare {dirn}, %a{key}, %b{key}, {ct} : ({E(tk)}, {E(tk)}) -> tensor<i1>")
    fn.emit("  stablehlo.return %c : tensor<i1>")
    fn.emit(f"}}) : ({', '.join(tt(shape, t) for t in types)}) -> ({', '.join(tt(shape, t) for t in types)})")
    outs = [(f"{r}#{k}" if n > 1 else r, shape, t) for k, t in enumerate(types)]
    fn.finish(outs, "hlo_sort")


# ----- control flow -----

class CF:
    """The nested control-flow generator: slots of shape S, mutated."""

    def __init__(self, g, fn, shape):
        self.g, self.fn, self.rng, self.S = g, fn, g.rng, shape
        self.kinds = []  # per slot: "f32" or "i32"
        self.regions = []  # (enclosing region op, region op), for the coverage check
        self.stack = ["func"]

    def enter(self, kind):
        self.regions.append((self.stack[-1], kind))
        self.stack.append(kind)

    def leave(self):
        self.stack.pop()

    def T(self, t):
        return tt(self.S, t)

    def scalar_of(self, v, t):
        """Element 0 of a slot value as a 0-d tensor."""
        fn = self.fn
        rank = len(self.S)
        if rank == 0:
            return v
        s = fn.op(f"stablehlo.slice {v} [{', '.join(['0:1'] * rank)}] : ({self.T(t)}) -> {tt([1] * rank, t)}")
        return fn.op(f"stablehlo.reshape {s} : ({tt([1] * rank, t)}) -> {tt([], t)}")

    def pred(self, env):
        k = self.rng.randrange(len(env))
        t = self.kinds[k]
        s = self.scalar_of(env[k], t)
        c = self.fn.op(f"stablehlo.constant dense<{const(t, 0.0 if t == 'f32' else 0)}> : {tt([], t)}")
        return self.fn.op(f"stablehlo.compare {self.rng.choice(DIRS)}, {s}, {c}, {cmp_type(t)} : "
                          f"({tt([], t)}, {tt([], t)}) -> tensor<i1>")

    def step(self, env):
        """One bounded elementwise update of a slot (it may read itself twice)."""
        fn, rng = self.fn, self.rng
        k = rng.randrange(len(env))
        t = self.kinds[k]
        same = [j for j in range(len(env)) if self.kinds[j] == t]
        a, b = env[k], env[rng.choice(same)]
        T = self.T(t)
        if t == "f32":
            op = rng.choice(["add", "subtract", "multiply", "maximum", "minimum", "tanh", "sel", "negate"])
            if op == "tanh":
                v = fn.op(f"stablehlo.tanh {a} : {T}")
            elif op == "negate":
                v = fn.op(f"stablehlo.negate {a} : {T}")
            elif op == "sel":
                p = fn.op(f"stablehlo.compare {rng.choice(DIRS)}, {a}, {b}, FLOAT : ({T}, {T}) -> {self.T('i1')}")
                v = fn.op(f"stablehlo.select {p}, {b}, {a} : {self.T('i1')}, {T}")
            else:
                v = fn.op(f"stablehlo.{op} {a}, {b} : {T}")
                if op == "multiply":
                    v = fn.op(f"stablehlo.tanh {v} : {T}")
        else:
            op = rng.choice(["add", "subtract", "multiply", "maximum", "minimum", "xor", "and", "inc", "iota"])
            if op == "inc":
                one = fn.splat("i32", rng.randint(1, 5), self.S)
                v = fn.op(f"stablehlo.add {a}, {one} : {T}")
            elif op == "iota" and self.S:
                io = fn.op(f"stablehlo.iota dim = {rng.randrange(len(self.S))} : {T}")
                v = fn.op(f"stablehlo.add {a}, {io} : {T}")
            else:
                v = fn.op(f"stablehlo.{op if op != 'iota' else 'add'} {a}, {b} : {T}")
        env = list(env)
        env[k] = v
        return env

    def block(self, env, depth):
        """Emits a random block at the current indentation; the new slots."""
        rng = self.rng
        n = rng.randint(1, 3)
        for _ in range(n):
            r = rng.random()
            if depth > 0 and r < 0.6:
                env = rng.choice([self.if_, self.case_, self.while_, self.while_, self.reduce_cf])(env, depth - 1)
            else:
                env = self.step(env)
        return env

    def region(self, env, chosen, depth, extra=None):
        """A region body: a block, then `stablehlo.return` of the chosen slots."""
        fn = self.fn
        fn.ind += 2
        env2 = self.block(env, depth)
        rets = [env2[k] for k in chosen] + (extra(env2) if extra else [])
        types = [self.T(self.kinds[k]) for k in chosen]
        if extra:
            types.append("tensor<i32>")
        if rets:
            fn.emit(f"stablehlo.return {', '.join(rets)} : {', '.join(types)}")
        else:
            fn.emit("stablehlo.return")
        fn.ind -= 2

    def results(self, chosen, env):
        fn = self.fn
        r = fn.fresh()
        env = list(env)
        for j, k in enumerate(chosen):
            env[k] = f"{r}#{j}" if len(chosen) > 1 else r
        return r, env

    def if_(self, env, depth):
        rng, fn = self.rng, self.fn
        self.enter("if")
        p = self.pred(env)
        chosen = sorted(rng.sample(range(len(env)), rng.randint(0 if rng.random() < 0.1 else 1, min(2, len(env)))))
        r, new = self.results(chosen, env)
        head = f"{r}:{len(chosen)} = " if len(chosen) > 1 else (f"{r} = " if chosen else "")
        fn.emit(f'{head}"stablehlo.if"({p}) ({{')
        self.region(env, chosen, depth)
        fn.emit("}, {")
        if rng.random() < 0.3:
            # An else that changes nothing.
            fn.ind += 2
            fn.emit(f"stablehlo.return {', '.join(env[k] for k in chosen)}" +
                    (f" : {', '.join(self.T(self.kinds[k]) for k in chosen)}" if chosen else ""))
            fn.ind -= 2
        else:
            self.region(env, chosen, depth)
        rt = ", ".join(self.T(self.kinds[k]) for k in chosen)
        fn.emit(f"}}) : (tensor<i1>) -> ({rt})" if len(chosen) != 1 else f"}}) : (tensor<i1>) -> {rt}")
        self.leave()
        return new

    def case_(self, env, depth):
        rng, fn = self.rng, self.fn
        self.enter("case")
        nb = rng.randint(1, 3)
        ints = [k for k in range(len(env)) if self.kinds[k] == "i32"]
        if ints and rng.random() < 0.7:
            s = self.scalar_of(env[rng.choice(ints)], "i32")
            if rng.random() < 0.6:
                m = fn.op(f"stablehlo.constant dense<{nb + 1}> : tensor<i32>")
                s = fn.op(f"stablehlo.remainder {s}, {m} : tensor<i32>")  # -nb..nb: out of range too
        else:
            s = fn.op(f"stablehlo.convert {self.pred(env)} : (tensor<i1>) -> tensor<i32>")
        chosen = sorted(rng.sample(range(len(env)), rng.randint(1, min(2, len(env)))))
        r, new = self.results(chosen, env)
        head = f"{r}:{len(chosen)} = " if len(chosen) > 1 else f"{r} = "
        fn.emit(f'{head}"stablehlo.case"({s}) ({{')
        for b in range(nb):
            if b:
                fn.emit("}, {")
            self.region(env, chosen, depth)
        rt = ", ".join(self.T(self.kinds[k]) for k in chosen)
        fn.emit(f"}}) : (tensor<i32>) -> ({rt})" if len(chosen) != 1 else f"}}) : (tensor<i32>) -> {rt}")
        self.leave()
        return new

    def while_(self, env, depth):
        rng, fn = self.rng, self.fn
        self.enter("while")
        # Carried: a counter and some slots, one of them possibly twice.
        chosen = rng.sample(range(len(env)), rng.randint(1, min(3, len(env))))
        if rng.random() < 0.25:
            chosen.append(chosen[0])
        trips = rng.randint(0, 3)
        c0 = fn.op("stablehlo.constant dense<0> : tensor<i32>")
        r = fn.fresh()
        w = fn.n
        names = [f"%it{w}_{j}" for j in range(len(chosen))]
        cnt = f"%cnt{w}"
        types = ["tensor<i32>"] + [self.T(self.kinds[k]) for k in chosen]
        inits = ", ".join([f"{cnt} = {c0}"] + [f"{nm} = {env[k]}" for nm, k in zip(names, chosen)])
        fn.emit(f"{r}:{len(chosen) + 1} = stablehlo.while({inits}) : {', '.join(types)}")
        fn.emit("cond {")
        fn.ind += 2
        lim = fn.op(f"stablehlo.constant dense<{trips}> : tensor<i32>")
        c = fn.op(f"stablehlo.compare LT, {cnt}, {lim}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
        fn.emit(f"stablehlo.return {c} : tensor<i1>")
        fn.ind -= 2
        fn.emit("} do {")
        # Inside the body the carried slots are the iteration arguments
        # (the second copy of a doubled slot is carried but not updated).
        inner = list(env)
        seen = set()
        first = []
        for nm, k in zip(names, chosen):
            if k not in seen:
                inner[k] = nm
                seen.add(k)
                first.append(True)
            else:
                first.append(False)
        fn.ind += 2
        env2 = self.block(inner, depth)
        one = fn.op("stablehlo.constant dense<1> : tensor<i32>")
        n1 = fn.op(f"stablehlo.add {cnt}, {one} : tensor<i32>")
        rets = [n1] + [env2[k] if f else nm for nm, k, f in zip(names, chosen, first)]
        fn.emit(f"stablehlo.return {', '.join(rets)} : {', '.join(types)}")
        fn.ind -= 2
        fn.emit("}")
        env = list(env)
        for j, (k, f) in enumerate(zip(chosen, first)):
            if f:
                env[k] = f"{r}#{j + 1}"
        self.leave()
        return env

    def reduce_cf(self, env, depth):
        """A reduce whose body holds an if (max) or a case (min), its result
        broadcast back and combined into a slot."""
        rng, fn = self.rng, self.fn
        if not self.S:
            return self.step(env)
        self.enter("reduce")
        k = rng.randrange(len(env))
        t = self.kinds[k]
        rank = len(self.S)
        dims = sorted(rng.sample(range(rank), rng.randint(1, rank)))
        keep = [d for d in range(rank) if d not in dims]
        out = [self.S[d] for d in keep]
        E = tt([], t)
        how = rng.choice(["if", "case"])
        init = (float("-inf") if t == "f32" else -2147483648) if how == "if" else (float("inf") if t == "f32" else 2147483647)
        c = fn.op(f"stablehlo.constant dense<{const(t, init)}> : {E}")
        r = fn.fresh()
        fn.emit(f"{r} = stablehlo.reduce({env[k]} init: {c}) across dimensions = [{', '.join(map(str, dims))}] : "
                f"({self.T(t)}, {E}) -> {tt(out, t)}")
        w = fn.n
        fn.emit(f" reducer(%ra{w}: {E}, %rb{w}: {E})  {{")
        ct = cmp_type(t)
        if how == "if":
            body = [f"%rp{w} = stablehlo.compare GT, %ra{w}, %rb{w}, {ct} : ({E}, {E}) -> tensor<i1>",
                    f'%rm{w} = "stablehlo.if"(%rp{w}) ({{', f"  stablehlo.return %ra{w} : {E}", "}, {",
                    f"  stablehlo.return %rb{w} : {E}", f"}}) : (tensor<i1>) -> {E}"]
        else:
            body = [f"%rp{w} = stablehlo.compare LT, %ra{w}, %rb{w}, {ct} : ({E}, {E}) -> tensor<i1>",
                    f"%ri{w} = stablehlo.convert %rp{w} : (tensor<i1>) -> tensor<i32>",
                    f'%rm{w} = "stablehlo.case"(%ri{w}) ({{', f"  stablehlo.return %rb{w} : {E}", "}, {",
                    f"  stablehlo.return %ra{w} : {E}", f"}}) : (tensor<i32>) -> {E}"]
        for line in body:
            fn.emit("  " + line)
        fn.emit(f"  stablehlo.return %rm{w} : {E}")
        fn.emit("}")
        # The reduce body's if/case.
        self.regions.append(("reduce", how))
        self.leave()
        b = fn.op(f"stablehlo.broadcast_in_dim {r}, dims = [{', '.join(map(str, keep))}] : ({tt(out, t)}) -> {self.T(t)}")
        v = fn.op(f"stablehlo.{'maximum' if how == 'case' else 'minimum'} {env[k]}, {b} : {self.T(t)}")
        env = list(env)
        env[k] = v
        return env


def control_flow(g, i, outer):
    """A function whose outermost region op is `outer`, nested to depth 3."""
    rng = g.rng
    fn = Fn(g, f"hlo_cf{i}")
    shape = g.shape(rng.randint(0, 2), 1, 4)
    cf = CF(g, fn, shape)
    env = []
    for _ in range(rng.randint(2, 4)):
        t = rng.choice(["f32", "i32"])
        cf.kinds.append(t)
        env.append(fn.param(shape, t, "sym" if t == "f32" else "int"))
    env = {"if": cf.if_, "case": cf.case_, "while": cf.while_, "reduce": cf.reduce_cf}[outer](env, 3)
    if rng.random() < 0.5:
        env = cf.block(env, 2)
    fn.finish([(v, shape, t) for v, t in zip(env, cf.kinds)], "hlo_control_flow")
    return cf.regions


def generate(g):
    for i in range(70):
        elementwise(g, i)
    for i in range(60):
        shape_chain(g, i)
    for i in range(25):
        dot_general(g, i)
    for i in range(40):
        reduce(g, i)
    for i in range(20):
        reduce_window(g, i)
    for i in range(20):
        convolution(g, i)
    for i in range(15):
        gather_scatter(g, i, False)
    for i in range(20):
        gather_scatter(g, i, True)
    for i in range(20):
        sort(g, i)
    # Control flow: every region op as the outermost one, in turn.
    pairs = set()
    for i in range(80):
        regions = control_flow(g, i, ["if", "case", "while", "reduce"][i % 4])
        pairs.update(regions)
    want = {(p, k) for p in ["func", "if", "case", "while"] for k in ["if", "case", "while", "reduce"]}
    want |= {("reduce", "if"), ("reduce", "case")}
    missing = want - pairs
    assert not missing, f"the control-flow family never nests {sorted(missing)}"
