"""Functions for the @sigil.pydm.jit tests, each with inputs: every one is
run jitted and by CPython and the results compared (value and type, or
exception class). Kept in a module of its own so that inspect finds their
source."""

from sigil.pydm import jit

INF = float("inf")
NAN = float("nan")
BIG = 2**62
IMAX = 2**63 - 1
IMIN = -(2**63)

CASES = []  # (function, [argument tuples])


def case(*inputs):
    def deco(f):
        CASES.append((f, [i if isinstance(i, tuple) else (i,) for i in inputs]))
        return f

    return deco


# ---------------------------------------------------------------- arithmetic

@case((1, 2), (-5, 3), (IMAX, 1), (IMIN, -1), (IMAX, 0), (True, True), (1.5, 2), (-0.0, 0.0), (2, 0.5))
@jit
def add(a, b):
    return a + b


@case((1, 2), (IMIN, 1), (0, IMIN), (-0.0, 0.0), (0.0, 0.0), (True, False), (0, 0.0))
@jit
def sub(a, b):
    return a - b


@case((3, 4), (BIG, 2), (BIG, -2), (IMIN, -1), (-1, IMIN), (3, 0.5), (-0.0, 5), (INF, 0), (True, 7))
@jit
def mul(a, b):
    return a * b


@case((7, 2), (-7, 2), (7, -2), (-7, -2), (7, 0), (0, 5), (IMIN, -1), (IMIN, 1),
      (7.5, 2), (-7.5, 2), (7.5, -2.0), (-0.0, 1.0), (0.0, -1.0), (1.0, 0.0), (5, 0.0),
      (True, True), (INF, 2.0), (1.0, INF), (-1.0, INF), (NAN, 1.0))
@jit
def floordiv(a, b):
    return a // b


@case((7, 2), (-7, 2), (7, -2), (-7, -2), (7, 0), (IMIN, -1), (-0.0, 1.0), (0.0, -1.0),
      (5.5, -2), (-5.5, 2), (1e308, 1e-308), (-1e-300, INF), (1e-300, -INF), (3, 0.0),
      (6.0, 3.0), (-6.0, 3.0), (6.0, -3.0), (INF, 1.0), (True, 2))
@jit
def mod(a, b):
    return a % b


@case((1, 2), (7, 7), (1, 0), (0, 0.0), (-1, 3), (2**53, 3), (2**53 + 1, 1), (2**60, 7),
      (IMAX, 3), (3, 2**54 + 1), (1.5, 0.5), (-0.0, 1), (0.0, -1), (True, 2), (1, -INF))
@jit
def truediv(a, b):
    return a / b


@case((2, 10), (2, 62), (2, 63), (-2, 63), (3, 0), (0, 0), (2, -1), (-3, -3), (0, -1), (1, -5),
      (2.0, 0.5), (-8.0, 1.0 / 3), (-8.0, 3.0), (10.0, 400.0), (0.0, -1.0), (-0.0, -1),
      (2, 0.5), (-2, 0.5), (1.0, NAN), (NAN, 0), (-1.0, INF), (10, 400.0), (True, True),
      (2.0, -1074.0), (-2.0, -3))
@jit
def power(a, b):
    return a ** b


@case((12, 10), (-12, 10), (True, 3), (True, False), (IMIN, -1), (1.5, 1), (7, True))
@jit
def bitwise(a, b):
    return (a & b, a | b, a ^ b)


@case((True, True), (True, False), (False, False))
@jit
def bool_bitwise(a, b):
    return a & b, a | b, a ^ b


@case((1, 3), (1, 62), (1, 63), (-1, 63), (5, 64), (0, 100), (3, -1), (-8, 1), (-8, 100),
      (IMAX, 0), (1, 2.0), (True, True), (0, IMAX))
@jit
def shifts(a, b):
    return a << b, a >> b


@case(5, -5, 0, IMIN, IMAX, True, False, 1.5, -0.0, 0.0, NAN, INF)
@jit
def unary_neg(a):
    return -a


@case(5, -5, True, 1.5, -0.0, IMIN)
@jit
def unary_pos_invert(a):
    return +a, ~a


@case(0, 1, -1, 0.0, -0.0, NAN, True, False, None, ([],), ([0],), ((),), ((1,),))
@jit
def logical_not(a):
    return not a


@case((3, 4), (2.5, 1), (True, 2))
@jit
def augmented(a, b):
    x = a
    x += b
    x -= 1
    x *= b
    x //= 2
    x %= 7
    y = 17
    y &= 13
    y |= 64
    y ^= 5
    y <<= 2
    y >>= 1
    y **= 2
    return x, y


@case((IMAX,), (IMIN,), (2**32,), (3,))
@jit
def overflow_chain(a):
    b = a * a
    return b - a


# ---------------------------------------------------------------- floats

@case((NAN, NAN), (NAN, 1.0), (1.0, 1.0), (INF, INF), (-0.0, 0.0), (INF, -INF))
@jit
def float_compares(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b


@case((2**53 + 1, 2.0**53), (2**53, 2.0**53), (2**53 + 1, 2.0**53 + 2), (-(2**53) - 1, -(2.0**53)),
      (IMAX, 2.0**63), (IMIN, -(2.0**63)), (IMIN + 1, -(2.0**63)), (5, 5.5), (5, 4.5),
      (3, NAN), (3, INF), (3, -INF), (2**60 + 1, 2.0**60), (-(2**60) - 1, -(2.0**60)),
      (2**62 + 2**10, 2.0**62), (True, 1.0), (1, 1.0))
@jit
def int_float_compares(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b, b < a, b == a


@case((1.0, 3), (0.1, 0.2), (1e308, 10.0), (-1e308, 10.0), (1e-320, 0.5))
@jit
def float_ops(a, b):
    return a + b, a - b, a * b, a / b


@case(0.0, -0.0, 1.5, NAN, INF)
@jit
def zero_sign(x):
    y = x * -1.0
    z = 0.0 * x
    return y, z, x - x


# ---------------------------------------------------------------- comparisons

@case((1, 2, 3), (1, 3, 2), (3, 2, 1), (2, 2, 2), (1.0, 2, 3.5), (True, 1, 2))
@jit
def chained(a, b, c):
    return a < b < c, a <= b <= c, a < b > c, a == b == c, a != b != c


@case((1, 2), (2, 1), (1.0, 1), (None, None), (None, 1), (1, None))
@jit
def equality_with_none(a, b):
    return a == b, a != b


@case((None, 1), (1, None), (None, None))
@jit
def order_with_none(a, b):
    return a < b


@case(None, 0, 1.5, False, ([],), ((1,),))
@jit
def is_none(x):
    return x is None, x is not None, None is x


# ---------------------------------------------------------------- and / or / if

@case((0, 5), (3, 5), (0.0, None), (None, 0), ([], [1]), (True, 2), (False, 2.5))
@jit
def or_value(a, b):
    return a or b


@case((0, 5), (3, 5), (0.0, None), (None, 0), ([1], 2), (True, 2), (1.5, False))
@jit
def and_value(a, b):
    return a and b


@case((0, 0, 3), (1, 0, 3), (0, 2, 0), (1, 2, 3))
@jit
def and_or_chain(a, b, c):
    return a and b or c, a or b and c, (a or b) or c, a and b and c


@case(0, 1, -1, 0.5)
@jit
def ternary(x):
    return 1 if x else 2.5


@case(-5, 0, 5, 10, 100, 2.5)
@jit
def classify(x):
    if x < 0:
        return -1
    elif x == 0:
        return 0
    elif x < 10:
        return 1
    else:
        return 2


@case(1, 0)
@jit
def bare_return(x):
    if x:
        return
    x = 5


@case(3)
@jit
def implicit_none(x):
    x += 1


# ---------------------------------------------------------------- variables

@case(True, False)
@jit
def unbound_branch(c):
    if c:
        y = 1
    return y


@case(0, 3)
@jit
def unbound_in_loop(n):
    for i in range(n):
        last = i
    return last


@case(0, 2)
@jit
def unbound_before(n):
    if n > 1:
        return z
    z = 5
    return z


@case(1, 2, 5)
@jit
def int_then_float(n):
    x = 1
    for i in range(n):
        x = x / 2
    return x


@case(0, 1, 2, 3)
@jit
def changing_types(n):
    x = 1
    if n == 1:
        x = 2.5
    elif n == 2:
        x = None
    elif n == 3:
        x = True
    return x


@case((1, 2))
@jit
def swap(a, b):
    a, b = b, a
    return a, b


@case(10, 0, 1)
@jit
def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


# ---------------------------------------------------------------- loops

@case(10, 0, -3, 100)
@jit
def sum_range(n):
    s = 0
    for i in range(n):
        s += i
    return s


@case((0, 10, 3), (10, 0, -3), (10, 0, 3), (0, 10, -1), (5, 5, 1), (-5, 5, 2), (0, 10, 0), (IMAX - 3, IMAX, 2))
@jit
def range_step(a, b, c):
    out = 0
    k = 0
    for i in range(a, b, c):
        out = out * 3 + i
        k += 1
    return out, k


@case((1, 10), (3, 3), (10, 1))
@jit
def range_two(a, b):
    t = 0
    for i in range(a, b):
        t = t + i * i
    return t, i if b > a else -1


@case(0, 1, 7, 27, 97)
@jit
def collatz(n):
    steps = 0
    while n > 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@case(10, 17, 1, 2)
@jit
def while_true_break(n):
    i = 2
    while True:
        if i * i > n:
            break
        if n % i == 0:
            return False
        i += 1
    return n > 1


@case(20, 0)
@jit
def continue_loop(n):
    s = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 15:
            break
        s += i
    return s


@case(5, 10)
@jit
def nested_loops(n):
    c = 0
    for i in range(n):
        j = 0
        while j < i:
            if (i + j) % 4 == 0:
                j += 1
                continue
            c += i * j
            j += 1
    return c


@case(7, 8, 9)
@jit
def loop_else(n):
    for d in range(2, n):
        if n % d == 0:
            r = d
            break
    else:
        r = 0
    k = 0
    while k < 3:
        k += 1
    else:
        k = k * 10
    return r, k


@case(([1, 2, 3],), ([],), ([1.5, -2.5],), ((4, 5),), ([1, 2.5, None, True],))
@jit
def for_over_list(l):
    t = 0
    c = 0
    for x in l:
        c += 1
        if x is None:
            continue
        t = t + x
    return t, c


# ---------------------------------------------------------------- lists

@case(0, 1, 2, 3, -1, -3, -4, 5, True)
@jit
def list_index(i):
    l = [10, 20, 30]
    return l[i]


@case(([1, 2, 3], 0), ([1, 2, 3], -1), ([1, 2, 3], 3), ([1, 2, 3], -4), ((1, 2.5), 1), ([], 0), ([1, 2], 1.0))
@jit
def param_index(l, i):
    return l[i]


@case(3, 0, -2)
@jit
def list_repeat(n):
    l = [0] * n
    for i in range(n):
        l[i] = i * i
    r = 2 * [1, 2]
    return l, len(l), r


@case(14, 15, 0)
@jit
def repeat_index(i):
    return ([1, 2, 3] * 5)[i]


@case(1, 5, -1)
@jit
def list_assign(i):
    l = [1, 2, 3, 4, 5]
    l[i] = 100
    l[-i] += 1
    return l


@case(3)
@jit
def list_of_floats(n):
    l = [0.0] * n
    for i in range(n):
        l[i] = i / 2
    return l


@case(4)
@jit
def list_mixed_store(n):
    l = [0] * n
    l[1] = 2.5
    l[2] = None
    return l, l[0] + l[1]


@case(([3, 1, 2],), ([5, 4, 3, 2, 1],), ([],))
@jit
def sort_copy(src):
    n = len(src)
    a = [0] * n
    for i in range(n):
        a[i] = src[i]
    for i in range(n):
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a


@case(0)
@jit
def tuple_assign(i):
    t = (1, 2)
    t[i] = 3
    return t


@case(2)
@jit
def nested_list(n):
    grid = [[0] * n] * n
    grid[0][1] = 7
    return grid, grid[1][1]


@case(([1, 2, 3],), ((1, 2),), ([],))
@jit
def lengths(l):
    return len(l), len([1, 2]), len(())


@case(5)
@jit
def len_of_int(n):
    return len(n)


@case(([1, 2], [1, 2]), ([1], (1,)), ([1], 1), ((1, 2), (1, 2)))
@jit
def seq_equal(a, b):
    return a == b


@case(([1, 2],), ((1, 2),))
@jit
def unpack_seq(p):
    a, b = p
    return b, a


@case(([1, 2, 3],))
@jit
def unpack_wrong(p):
    a, b = p
    return a


@case(([1, 2, 3], 1))
@jit
def mutate_param(l, i):
    l[i] = 0
    return l[i]


@case(([1, 2, 3],))
@jit
def return_param(l):
    return l


@case(1, 2)
@jit
def list_concat(n):
    return [1] + [n]


# ---------------------------------------------------------------- calls

@jit
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@case(0, 1, 10, 20)
@jit
def call_fib(n):
    return fib(n)


@jit
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


@jit
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


@case(0, 1, 10, 51)
@jit
def mutual(n):
    return is_even(n), is_odd(n)


@jit
def halve(x):
    return x / 2


@case(4, 5, 2.5, True)
@jit
def call_float(x):
    return halve(x) + halve(1)


@jit
def maybe(n):
    if n > 0:
        return n
    return None


@case(3, 0, -2)
@jit
def call_optional(n):
    r = maybe(n)
    if r is None:
        return -1
    return r * 2


@jit
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


@case((2, 3), (1, 5), (0, 0))
@jit
def call_ack(m, n):
    return ack(m, n)


@jit
def thrower(x):
    if x > 2:
        raise IndexError("too big")
    return x


@case(1, 5)
@jit
def call_thrower(x):
    return thrower(x) + 1


@jit
def two_args(a, b):
    return a


@case(1)
@jit
def wrong_arity(x):
    return two_args(x)


# ---------------------------------------------------------------- exceptions

@case(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
@jit
def raises(k):
    if k == 1:
        raise ValueError
    if k == 2:
        raise ValueError("bad value")
    if k == 3:
        raise IndexError("index")
    if k == 4:
        raise KeyError(k)
    if k == 5:
        raise TypeError()
    if k == 6:
        raise ZeroDivisionError
    if k == 7:
        raise RuntimeError("r")
    if k == 8:
        raise NotImplementedError
    if k == 9:
        raise AttributeError
    if k == 10:
        raise OverflowError("o")
    if k == 11:
        raise AssertionError
    if k == 12:
        raise UnboundLocalError
    if k == 13:
        raise StopIteration
    if k == 14:
        raise StopAsyncIteration
    return k


@case(0, 1, -1, 5)
@jit
def asserts(x):
    assert x >= 0
    assert x < 5, "too big"
    return x


@case((1, 0), (1.0, 0), (1, 0.0), (0, 0), (-0.0, 0.0))
@jit
def zero_division(a, b):
    return a / b


@case((1, 0), (1.5, 0.0), (-1, -0.0))
@jit
def zero_floordiv_mod(a, b):
    if a > 1:
        return a // b
    return a % b


@case((1, 2.5), (2.5, 1), (1.5, 1.5))
@jit
def type_error_bitwise(a, b):
    return a & b


@case(1.5, None)
@jit
def type_error_invert(a):
    return ~a


@case(1.5)
@jit
def type_error_index(f):
    l = [1, 2]
    return l[f]


@case(2.5)
@jit
def type_error_range(f):
    s = 0
    for i in range(f):
        s += i
    return s


@case(1)
@jit
def type_error_subscript_int(x):
    return x[0]


@case(None)
@jit
def none_arith(x):
    return x + 1


@case(3)
@jit
def big_constant(x):
    return x + 10**20


@case(2**64, -(2**65), 2**63)
@jit
def big_argument(x):
    return x * 1


@case((2, 3), (2.5, 2))
@jit
def pure_arith_mix(a, b):
    x = a * b - a // b + a % b
    y = -a + b ** 2
    return x, y, x < y, float_or_int(x)


@jit
def float_or_int(x):
    return x * 1.0


# ---------------------------------------------------------------- unboxed list parameters
# A list parameter whose first element is a number is passed as a list of
# raw scalars (`!iree_pydm.list<unboxed,...>`) where it never meets another
# type; test_pydm_unboxed.py checks which typing each function gets.

@case(([1, 2, 3],), ([],), ([True, 2, False],), ([1, 2.5],), ([2**62, 2**62],), ([-5],),
      ([1, 2**63],), ([1, 2**64],), ([1, None],), ([1, [2]],), ((1, 2),))
@jit
def sum_by_index(l):
    s = 0
    for i in range(len(l)):
        s += l[i]
    return s


@case(([1, 2, 3], 0), ([1, 2, 3], -1), ([1, 2, 3], -3), ([1, 2, 3], -4), ([1, 2, 3], 3),
      ([], 0), ([], -1), ([True, 5], 0), ([1.5, 2.5], -2), ([False, True], 1))
@jit
def unboxed_get(l, i):
    return l[i] + 0


@case(([1, True, 3], 1), ([1, 2, 3], 1), ([1, False], -1), ([5, True], 0), ([7], 0))
@jit
def elem_returned(l, i):
    x = l[i]
    return x


@case(([True, True],), ([1, 3],), ([1, True],), ([6, 3],))
@jit
def elems_and(l):
    return l[0] & l[1], l[0] | l[-1]


@case(([1.5, 2.5],), ([0.5, 2],), ([1.0, True],), ([],), ([2.0, -0.0],), ([1.5, 2**70],))
@jit
def sum_floats(l):
    s = 0
    for x in l:
        s = s + x
    if l:
        return s, l[-1] + 0
    return s, None


@case(([True, False, True],), ([True, 1],), ([False],), ([True, 2.5],))
@jit
def count_true(l):
    n = 0
    for b in l:
        if b:
            n += 1
    return n, l[0]


@case(([1, 2, 3],), ([],), ([4],))
@jit
def unboxed_misc(l):
    m = l * 2
    a = 1 if l else 0
    if len(l) >= 1:
        x, = [l[-1]]
    else:
        x = 0
    return len(m), a, x + 0, l == (1,), l is None


@case(([[1, 2], [3]],), ([[]],), ([[1.5], [2]],))
@jit
def nested_sum(l):
    s = 0
    for row in l:
        for x in row:
            s += x
    return s


@case(([1, 2], True), ([1, 2], False), ([3], True))
@jit
def join_with_local(l, c):
    m = l if c else [1.5, 2.5]
    return m[0] + m[-1]


@case(([1, 2],), ([],))
@jit
def stored_in_list(l):
    w = [l, [3]]
    return len(w[0]) + len(w[1])


@case(([1, 2], 0), ([1, 2], 3))
@jit
def joined_with_int(l, n):
    v = l
    if n > 0:
        v = n
    return v + 0 if n > 0 else len(v)


@case(([1, 2], [3], True), ([1, 2], [3], False), ([1], [1.5], True), ([1], [2.5], False))
@jit
def pick_list(a, b, c):
    m = a if c else b
    return m[0] + 0


@case(([1, 2], [5, 6]), ([1], []))
@jit
def one_boxed_one_not(a, b):
    w = [b]
    return a[0] + len(w[0])


@jit
def total(l):
    s = 0
    for x in l:
        s += x
    return s


@case(([1, 2, 3],), ([],), ([1, 2.5],), ([True, True],))
@jit
def pass_through(l):
    return total(l) + len(l)


@jit
def boxes_its_param(l):
    m = [l]
    return len(m[0])


@case(([1, 2],), ([4],))
@jit
def pass_to_boxing(l):
    return boxes_its_param(l) + l[0]


# ---------------------------------------------------------------- ints beyond 64 bits
# (the VM answers these with its integer<*> signature: see BIG_VM_ONLY in
# test_pydm_jit.py)

B100 = 2**100
NB = -(10**30)


@case(30, 20, 21, 0, 60)
@jit
def factorial(n):
    r = 1
    for k in range(2, n + 1):
        r *= k
    return r


@case(0, 1, 64, 100, 200)
@jit
def pow2(n):
    return 2**n


@case(90, 100, 300)
@jit
def fib_big(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@case((NB, 7), (NB, -7), (-NB, 7), (-NB, -7), (NB, 10**20 + 3), (NB, 1), (NB, 0), (5, B100),
      (-5, B100), (IMIN, -1), (B100, B100))
@jit
def big_divmod(a, b):
    return a // b, a % b


@case((1, 100), (-3, 70), (B100, 1000), (NB, 3), (NB, 200), (-1, 10**20), (5, 10**20),
      (B100, -1), (0, 10**20))
@jit
def big_shifts(a, b):
    return a >> b, a << (b % 300)


@case((-B100, 2**80 - 1), (-B100 - 1, 1), (-B100, -1), (NB, B100 + 12345), (NB, NB - 1),
      (B100, -7), (IMIN, IMAX))
@jit
def big_bitwise(a, b):
    return a & b, a | b, a ^ b, ~a


@case((2**53 + 1, 2.0**53), (B100, 2.0**100), (B100 + 1, 2.0**100), (-B100 - 1, -(2.0**100)),
      (10**400, INF), (-(10**400), -INF), (10**400, 1e308), (B100, NAN), (2**64, 1.5e19),
      (-(2**70), -1.5), (2**70, 2.5))
@jit
def big_float_compares(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b, b < a, b == a


@case((10**30, 3), (NB, 7), (2**53 + 1, 2), (B100 + 1, B100), (1, B100), (10**400, 10**390),
      (10**400, 3), (1, 10**400), (0, -B100), (B100, 0), (2**1080, 2**1080 * 3 + 1))
@jit
def big_truediv(a, b):
    return a / b


@case(B100, -B100, 2**53 + 1, 2**64 + 2**11 + 1, 10**308, 10**309, -(2**1024), IMAX + 1)
@jit
def big_to_float(a):
    return a + 0.5


@case(2**64, -(2**65), 0, IMIN)
@jit
def big_neg_abs(a):
    b = -a
    return b, b if b > 0 else -b, not a, +a, a and 7


@case((2, 1), (3, 2), (10, 3))
@jit
def negative_power(a, b):
    return a ** -1, a ** -2, -a ** -3, b ** -1074


@case(3, 10)
@jit
def big_in_list(n):
    l = [2**70, 1, 2.5]
    x = l[0] * n
    return x, [x, l[1]], (x > l[2])


@case(([2**70, 3, 4],), ([1, 2, 3],), ((2**65, -(2**66)),))
@jit
def sum_list(l):
    s = 0
    for x in l:
        s += x
    return s


@case(0, 5, 2**65)
@jit
def big_literal(n):
    x = 340282366920938463463374607431768211456 + n
    return x - 12345678901234567890123, x // 7


@case((2**64, 3), (3, 2**64), (2**64, 2**64))
@jit
def mixed_objects(a, b):
    x = a if a > b else 1.5
    return x * 2, x + b


# ------------------------------------- answered by the VM, no longer CPython

@case(([1], [None]), ([1, 2], [1, 3]))
@jit
def list_compare(a, b):
    return a < b


# An index beyond 64 bits: IndexError ("cannot fit 'int' into an
# index-sized integer"), raised by the VM in the integer<*> signature.
@case(([1, 2, 3], 2**70), ([1, 2, 3], -(2**70)), ([1, 2, 3], -1), ([1, 2, 3], 2**64),
      ([1, 2, 3], -(2**63) - 1), ([1, 2, 3], 3))
@jit
def big_index(l, i):
    return l[i]


@case(2**70, -(2**70), -1, 2**63, 5)
@jit
def big_index_store(i):
    l = [1, 2, 3]
    l[i] = 7
    return l[0] + l[1] + l[2]


# `[x] * n` with n past 64 bits is OverflowError in CPython.
@case(2**70, -(2**70), 3, -2)
@jit
def big_repeat(n):
    return len([0] * n)


# A variable that is an int or a float (an object) holding an int beyond 64
# bits: its truth, arithmetic and comparisons (the runtime library's
# object operations and the front end's helpers) on the VM.
@case((2**70, True), (0, False), (-(2**65), True), (2**64, False), (2**64 - 2**64, True))
@jit
def big_object_truth(a, flag):
    x = a if flag else 0.0
    y = 1 if x else 2
    return y, not x, x and 3, x or 4


@case((2**70, 3), (-(2**70), 2**70), (2**65, 0.5), (10**400, 2), (10**400, 0.5))
@jit
def big_object_arith(a, b):
    x = a if a > 0 else 1.5
    return x + b, x - b, x * b, x > b, x == b, x // 3


# `a, b = l` with a list of another length: ValueError, from the VM.
@case(([1, 2],), ([1, 2, 3],), ([1],))
@jit
def unpack_mismatch(l):
    a, b = l
    return a + b
