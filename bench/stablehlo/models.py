"""JAX models at the issue's sizes, run by XLA (jax.jit) and by sigil
(sigil.jax.jit, the StableHLO JAX exports), interleaved: per model the time
to the first result (lower + compile/parse + first call) and the median
steady-state time per call, and their ratios sigil/XLA."""

import statistics
import sys
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


def first_and_steady(make, args, rounds):
    t0 = time.perf_counter()
    f = make()
    np.asarray(f(*args))
    first = time.perf_counter() - t0
    return f, first


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    names = sys.argv[2:] or list(MODELS)
    print(f"{'model':14} {'XLA first':>10} {'sigil first':>12} {'ratio':>6}   {'XLA call':>9} {'sigil call':>11} {'ratio':>6}")
    for name in names:
        fn, args = MODELS[name]
        xla, xla_first = first_and_steady(lambda: jax.jit(fn), args, rounds)
        sig, sig_first = first_and_steady(lambda: sigil.jax.jit(fn), args, rounds)
        want, got = np.asarray(xla(*args)), np.asarray(sig(*args))
        assert np.allclose(want, got, rtol=1e-3, atol=1e-4), f"{name}: results differ"
        tx, ts = [], []
        for _ in range(rounds):
            t0 = time.perf_counter(); np.asarray(xla(*args)); tx.append(time.perf_counter() - t0)
            t0 = time.perf_counter(); np.asarray(sig(*args)); ts.append(time.perf_counter() - t0)
        mx, ms = statistics.median(tx), statistics.median(ts)
        print(f"{name:14} {xla_first*1e3:9.1f}ms {sig_first*1e3:11.1f}ms {sig_first/xla_first:6.2f}   "
              f"{mx*1e3:8.2f}ms {ms*1e3:10.2f}ms {ms/mx:6.2f}", flush=True)


if __name__ == "__main__":
    main()
