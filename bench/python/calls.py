"""Per-call overhead: sigil against iree.runtime on the same module (bench/python.sh).

usage: calls.py MODULE.mlir MODULE.vmfb [ROUNDS]
Each case runs as alternating rounds of sigil and IREE (each round a timed
loop of calls); the medians per call and their ratio are printed.
"""

import statistics
import sys
import time

import numpy as np
import iree.runtime as rt

import sigil

mlir, vmfb = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 15

ours = sigil.load(mlir)
# local-sync: IREE's fastest driver for small calls (no task system).
config = rt.Config("local-sync")
ctx = rt.SystemContext(config=config)
ctx.add_vm_module(rt.VmModule.mmap(config.vm_instance, vmfb))
theirs = ctx.modules.module

arrays = {f"a{i}": np.full(4, i, np.float32) for i in range(10)}
CASES = [
    ("(a) i64 -> i64", "inc", lambda f: f(41), 20000),
    ("(b) dict+int -> (int, dict)", "records", lambda f: f({"x": 3, "y": 4}, 2), 10000),
    ("(c) 10 arrays in a dict -> list", "arrays", lambda f: f(arrays), 3000),
]


def check(name, call):
    a, b = call(ours[name]), call(theirs[name])
    if name == "arrays":
        (a,), (b,) = a, b
        assert len(a) == len(b) == 10
        b = [x.to_host() for x in b]
        assert all((x == y).all() for x, y in zip(a, b)), (a, b)
    else:
        assert a == b, (a, b)


def per_call(f, call, n):
    t = time.perf_counter()
    for _ in range(n):
        call(f)
    return (time.perf_counter() - t) / n


print(f"{'case':34} {'sigil_us':>9} {'iree_us':>9} {'ratio':>7}")
worst = 0.0
for label, name, call, n in CASES:
    check(name, call)
    fo, ft = ours[name], theirs[name]
    so, st = [], []
    for _ in range(rounds):
        so.append(per_call(fo, call, n))
        st.append(per_call(ft, call, n))
    mo, mt = statistics.median(so) * 1e6, statistics.median(st) * 1e6
    worst = max(worst, mo / mt)
    print(f"{label:34} {mo:9.2f} {mt:9.2f} {mo / mt:7.3f}")
print(f"worst ratio sigil/iree: {worst:.3f}   (target <= 0.5)")

# Calls from several threads: the GIL is released while the VM runs, so two
# threads on two cores finish the same calls in about half the time.
import os
import threading


def spin_calls(threads, calls_each, n):
    f = ours["spin"]

    def work():
        for _ in range(calls_each):
            f(n)

    ts = [threading.Thread(target=work) for _ in range(threads)]
    t = time.perf_counter()
    for x in ts:
        x.start()
    for x in ts:
        x.join()
    return time.perf_counter() - t


cores = min(os.cpu_count() or 1, 8)
ours["spin"](1000)  # compile first
one = statistics.median(spin_calls(1, 8, 2_000_000) for _ in range(3))
many = statistics.median(spin_calls(cores, 8 // cores or 1, 2_000_000) for _ in range(3))
print(f"threads: 8 calls of a 2M-iteration loop, 1 thread {one:.3f} s, {cores} threads {many:.3f} s, "
      f"speedup {one / many:.2f}x")
