"""Jitted (sigil.pydm.jit on the VM) against CPython on the same source,
call overhead included, side by side in one run: alternating rounds,
the median time of each, and the ratio CPython / jitted (above 1: the VM
is faster).

Under the list sum, the time of passing the same list to a jitted function
that does nothing with it (the host's conversion of the list into the
VM's and the front end's checks on it).

usage: run.py [ROUNDS]
"""

import importlib.util
import os
import statistics
import sys
import time

import sigil.pydm

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    """programs.py as a fresh module (so `fib` calls the version of its
    own module: the jitted one after decoration)."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "programs.py"))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    py = load("programs_py")
    jt = load("programs_jit")
    for name in ("list_sum", "collatz_total", "fib", "take_list"):
        setattr(jt, name, sigil.pydm.jit(getattr(jt, name)))
    data = list(range(1_000_000))
    cases = [
        ("sum of a 1 000 000-int list by subscripts", "list_sum", (data,)),
        ("sum of Collatz steps for 1..100 000", "collatz_total", (100_000,)),
        ("recursive fib(25)", "fib", (25,)),
    ]
    print(f"{'benchmark':44} {'CPython':>10} {'jitted':>10} {'ratio':>7}  (median of {rounds})")
    for label, name, args in cases:
        fp, fj = getattr(py, name), getattr(jt, name)
        expect = fp(*args)
        assert fj(*args) == expect, name  # compiles, checks the result
        tp, tj = [], []
        for _ in range(rounds):
            t = time.perf_counter()
            fp(*args)
            tp.append(time.perf_counter() - t)
            t = time.perf_counter()
            r = fj(*args)
            tj.append(time.perf_counter() - t)
            assert r == expect
        mp, mj = statistics.median(tp), statistics.median(tj)
        print(f"{label:44} {mp * 1e3:8.1f}ms {mj * 1e3:8.1f}ms {mp / mj:6.2f}x")
        st = fj.stats
        assert st["fallbacks"] == 0, st
        if name == "list_sum":
            # What passing the list in costs (the host's conversion into the
            # VM's list and the front end's checks): a jitted function that
            # takes it and does nothing.
            tn = []
            for _ in range(rounds):
                t = time.perf_counter()
                jt.take_list(*args)
                tn.append(time.perf_counter() - t)
            assert "list<unboxed" in jt.take_list.pydm and jt.take_list.stats["fallbacks"] == 0
            print(f"{'  of which passing the list in (no-op)':44} {'':10} "
                  f"{statistics.median(tn) * 1e3:8.1f}ms")
    print("ratio = CPython time / jitted time; targets (issue 15): >= 2x list sum, >= 5x Collatz and fib")


if __name__ == "__main__":
    main()
