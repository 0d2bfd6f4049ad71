"""JAX models at the issue's sizes, run by XLA (jax.jit), by IREE 3.13 (the
same StableHLO, `jax.jit(f).lower(...).as_text()`, compiled by `iree-compile
--iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu
--iree-llvmcpu-target-cpu=host` and called through IREE's Python runtime on
`local-task`) and by sigil (sigil.jax.jit), interleaved call by call: per model
the time to the first result (lower + compile/parse + load + first call) and
the median steady-state time per call, with the ratios sigil/XLA and
sigil/IREE. IREE's compiler is found through $SIGIL_IREE_BIN, else .venv-iree
(scripts/install-iree.sh); without it the IREE columns are left out."""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import jax
import jax.numpy as jnp
import numpy as np

import sigil.jax

RNG = np.random.default_rng(0)


def normal(*shape):
    return (RNG.standard_normal(shape) * 0.05).astype(np.float32)


def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return jax.nn.softmax(h @ w3 + b3, axis=-1)


def resnet_block(x, k1, k2, g1, g2):
    dn = ("NHWC", "HWIO", "NHWC")

    def bn(h, g):
        mu = h.mean((0, 1, 2))
        var = h.var((0, 1, 2))
        return g * (h - mu) / jnp.sqrt(var + 1e-5)
    h = jax.nn.relu(bn(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn), g1))
    h = bn(jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=dn), g2)
    return jax.nn.relu(h + x)


def transformer(x, wq, wk, wv, wo, w1, w2):
    seq, d = x.shape
    heads = 4
    q = (x @ wq).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    k = (x @ wk).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    v = (x @ wv).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    s = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(d // heads)
    s = jnp.where(jnp.tril(jnp.ones((seq, seq), bool)), s, -1e9)
    a = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, -1), v).transpose(1, 0, 2).reshape(seq, d)
    x = x + a @ wo
    return x + jax.nn.gelu(x @ w1) @ w2


def lstm(xs, h0, c0, wx, wh, b):
    def step(carry, x):
        h, c = carry
        i, f, g, o = jnp.split(x @ wx + h @ wh + b, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    return jax.lax.scan(step, (h0, c0), xs)[1]


MODELS = {
    "mlp": (mlp, [normal(64, 784), normal(784, 512), normal(512), normal(512, 512), normal(512),
                  normal(512, 10), normal(10)]),
    "resnet_block": (resnet_block, [normal(1, 56, 56, 64), normal(3, 3, 64, 64), normal(3, 3, 64, 64),
                                    normal(64), normal(64)]),
    "transformer": (transformer, [normal(128, 256), *[normal(256, 256) for _ in range(4)],
                                  normal(256, 1024), normal(1024, 256)]),
    "lstm": (lstm, [normal(8, 16, 256), normal(16, 256), normal(16, 256), normal(256, 1024),
                    normal(256, 1024), normal(1024)]),
}


def iree_compiler():
    for d in (os.environ.get("SIGIL_IREE_BIN"), ".venv-iree/bin"):
        if d and os.access(os.path.join(d, "iree-compile"), os.X_OK):
            return os.path.join(d, "iree-compile")
    return shutil.which("iree-compile")


def iree_jit(fn, args, compiler, work):
    """The function compiled by iree-compile from JAX's StableHLO, as a callable."""
    import iree.runtime as ireert

    src = os.path.join(work, "model.mlir")
    out = os.path.join(work, "model.vmfb")
    with open(src, "w") as f:
        f.write(jax.jit(fn).lower(*args).as_text())
    subprocess.run([compiler, "--iree-hal-target-device=local",
                    "--iree-hal-local-target-device-backends=llvm-cpu",
                    "--iree-llvmcpu-target-cpu=host", src, "-o", out], check=True)
    module = ireert.load_vm_flatbuffer_file(out, driver="local-task")
    return lambda *a: module.main(*a).to_host()


BLOCK = 5


def first_and_steady(make, args, rounds):
    t0 = time.perf_counter()
    f = make()
    np.asarray(f(*args))
    first = time.perf_counter() - t0
    return f, first


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    names = sys.argv[2:] or list(MODELS)
    compiler = iree_compiler()
    if compiler is None:
        print("IREE's compiler not found (scripts/install-iree.sh or SIGIL_IREE_BIN): XLA and sigil only")
    work = tempfile.mkdtemp()
    print("first result (ms): XLA, IREE, sigil, sigil/XLA, sigil/IREE | steady state per call (ms): "
          "XLA, IREE, sigil, sigil/XLA, sigil/IREE")
    print(f"{'model':13} {'XLA':>7} {'IREE':>7} {'sigil':>7} {'s/X':>5} {'s/I':>5} | "
          f"{'XLA':>6} {'IREE':>6} {'sigil':>6} {'s/X':>5} {'s/I':>5}")
    for name in names:
        fn, args = MODELS[name]
        xla, xla_first = first_and_steady(lambda: jax.jit(fn), args, rounds)
        runners = [xla]
        iree_first = None
        if compiler:
            iree, iree_first = first_and_steady(lambda: iree_jit(fn, args, compiler, work), args, rounds)
            runners.append(iree)
        sig, sig_first = first_and_steady(lambda: sigil.jax.jit(fn), args, rounds)
        runners.append(sig)
        want = np.asarray(xla(*args))
        for r in runners[1:]:
            got = np.asarray(r(*args))
            assert np.allclose(want, got, rtol=1e-3, atol=1e-4), f"{name}: results differ"
        times = [[] for _ in runners]
        # Interleaved in blocks: each round, each runtime makes BLOCK calls back to back, as a
        # program calling a model in a loop does. The median per call is steady state: the
        # threads a runtime keeps spinning between calls (XLA's, IREE's and sigil's pools all
        # do) serve its own next call, and do not compete with the next runtime's.
        for _ in range(rounds):
            for r, t in zip(runners, times):
                for _ in range(BLOCK):
                    t0 = time.perf_counter(); np.asarray(r(*args)); t.append(time.perf_counter() - t0)
        med = [statistics.median(t) for t in times]
        mx, ms = med[0], med[-1]
        mi = med[1] if compiler else float("nan")
        fi = iree_first if compiler else float("nan")
        print(f"{name:13} {xla_first*1e3:7.1f} {fi*1e3:7.1f} {sig_first*1e3:7.1f} "
              f"{sig_first/xla_first:5.2f} {sig_first/fi:5.2f} | "
              f"{mx*1e3:6.2f} {mi*1e3:6.2f} {ms*1e3:6.2f} {ms/mx:5.2f} {ms/mi:5.2f}", flush=True)


if __name__ == "__main__":
    main()
