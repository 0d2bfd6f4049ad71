"""The benchmark programs: each is run by CPython and, decorated with
@sigil.pydm.jit, on sigil's VM (bench/pydm/run.py)."""


def list_sum(l):
    s = 0
    for i in range(len(l)):
        s += l[i]
    return s


def collatz_total(n):
    total = 0
    for k in range(1, n + 1):
        x = k
        while x != 1:
            if x % 2 == 0:
                x = x // 2
            else:
                x = 3 * x + 1
            total += 1
    return total


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def take_list(l):
    return 0
