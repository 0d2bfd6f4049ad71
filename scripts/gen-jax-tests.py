#!/usr/bin/env python3
"""Writes tests/jax/<name>/: JAX programs lowered to StableHLO by JAX itself
(`jax.jit(f).lower(*args).as_text()`), with random inputs and JAX's outputs
(XLA on CPU) as .npy files, for crates/cli/tests/jax.rs, which runs each
with `sigil run` and compares.

Usage: scripts/gen-jax-tests.py   (needs `pip install jax jaxlib numpy`; the
versions used are written to tests/jax/VERSIONS)
"""

import os
import shutil

import jax
import jax.numpy as jnp
import jaxlib
import numpy as np

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests/jax")


def normal(*shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


def ints(*shape, lo=-100, hi=100, dtype=np.int32):
    return RNG.integers(lo, hi, shape).astype(dtype)


# ----- models -----

def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return jax.nn.softmax(h @ w3 + b3, axis=-1)


def transformer_block(x, wq, wk, wv, wo, w1, w2, g1, g2):
    def layer_norm(h, g):
        mu = h.mean(-1, keepdims=True)
        var = ((h - mu) ** 2).mean(-1, keepdims=True)
        return g * (h - mu) / jnp.sqrt(var + 1e-5)
    seq, d = x.shape
    heads = 4
    h = layer_norm(x, g1)
    q = (h @ wq).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    k = (h @ wk).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    v = (h @ wv).reshape(seq, heads, d // heads).transpose(1, 0, 2)
    s = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(d // heads)
    mask = jnp.tril(jnp.ones((seq, seq), bool))
    s = jnp.where(mask, s, -1e9)
    a = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, -1), v)
    x = x + a.transpose(1, 0, 2).reshape(seq, d) @ wo
    h = layer_norm(x, g2)
    return x + jax.nn.gelu(h @ w1) @ w2


def lstm(xs, h0, c0, wx, wh, b):
    def step(carry, x):
        h, c = carry
        z = x @ wx + h @ wh + b
        i, f, g, o = jnp.split(z, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    (h, c), hs = jax.lax.scan(step, (h0, c0), xs)
    return hs, h, c


def cnn(x, k1, k2):
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn)
    h = jax.nn.relu(h)
    h = jax.lax.conv_general_dilated(h, k2, (2, 2), "VALID", dimension_numbers=dn)
    return h.mean(axis=(1, 2))


def mse_grad(w, x, y):
    return jax.grad(lambda w: ((x @ w - y) ** 2).mean())(w)


# ----- op-level cases -----

CASES = {}


def case(name, f, *args):
    CASES[name] = (f, args)


def build():
    case("mlp", mlp, normal(8, 32), normal(32, 64), normal(64), normal(64, 64), normal(64),
         normal(64, 10), normal(10))
    case("transformer_block", transformer_block, normal(16, 32), *[normal(32, 32) * 0.2 for _ in range(4)],
         normal(32, 64) * 0.2, normal(64, 32) * 0.2, normal(32), normal(32))
    case("lstm_scan", lstm, normal(6, 2, 8), normal(2, 16), normal(2, 16), normal(8, 64) * 0.3,
         normal(16, 64) * 0.3, normal(64))
    case("cnn", cnn, normal(1, 8, 8, 3), normal(3, 3, 3, 4) * 0.3, normal(3, 3, 4, 5) * 0.3)
    case("grad_mse", mse_grad, normal(5, 2), normal(7, 5), normal(7, 2))
    case("elementwise_f32", lambda a, b: (jnp.tanh(a) * jnp.exp(-b * b) + jnp.abs(a - b) / (1 + b * b),),
         normal(3, 5), normal(3, 5))
    case("elementwise_i32", lambda a, b: (a * b + (a ^ b), jnp.maximum(a, b) - jnp.minimum(a, b)),
         ints(4, 4), ints(4, 4))
    case("compare_select", lambda a, b: jnp.where(a > b, a, b * 2), normal(6), normal(6))
    case("reductions", lambda a: (a.sum(0), a.max(1), a.min(), a.mean()), normal(5, 7))
    case("argmax", lambda a: jnp.argmax(a, axis=1), normal(4, 9))
    case("broadcasting", lambda a, b: a[:, None, :] + b[None, :, None], normal(3, 4), normal(5))
    case("batched_matmul", lambda a, b: a @ b, normal(3, 4, 5), normal(3, 5, 2))
    case("transpose_reshape", lambda a: a.transpose(2, 0, 1).reshape(6, 4), normal(2, 3, 4))
    case("slice_concat", lambda a, b: jnp.concatenate([a[1:3], b[::2]], axis=0), normal(4, 3), normal(6, 3))
    case("casts", lambda a: (a.astype(jnp.int32), a.astype(jnp.float16), (a > 0).astype(jnp.float32)),
         normal(8) * 10)
    case("cumsum", lambda a: jnp.cumsum(a, axis=0), normal(6, 3))
    case("sort", lambda a: jnp.sort(a, axis=-1), normal(3, 7))
    case("iota_onehot", lambda i: jax.nn.one_hot(i, 6), ints(5, lo=0, hi=6))
    case("gather", lambda a, i: a[i], normal(6, 3), ints(4, lo=0, hi=6))
    case("scatter_add", lambda a, i, u: a.at[i].add(u), normal(6), ints(3, lo=0, hi=6), normal(3))
    case("pad", lambda a: jnp.pad(a, ((1, 2), (0, 1))), normal(2, 3))
    case("while_loop", lambda x: jax.lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.5), (0, x))[1],
         normal(3))
    case("cond", lambda p, x: jax.lax.cond(p > 0, lambda x: x * 2, lambda x: x - 1, x), np.float32(1.5), normal(4))
    case("logsumexp", lambda a: jax.nn.logsumexp(a, axis=-1), normal(4, 6))
    # XLA drops updates whose index is out of range, and clamps gathers.
    case("scatter_out_of_bounds", lambda a, i, u: a.at[i].add(u), normal(6),
         np.array([1, 9, -7, 5], np.int32), normal(4))
    # `var` lowers through chlo.square; `jnp.where` on a scalar picks whole tensors.
    case("variance_where", lambda a, s: (a.var(0), jnp.where(s > 0, a, -a), jax.scipy.special.erf(a)),
         normal(5, 3), np.float32(-1.0))
    case("gather_clamped", lambda a, i: jnp.take(a, i, axis=0, mode="clip"), normal(6, 2),
         np.array([0, 8, -3], np.int32))
    # rng_bit_generator with PHILOX (and DEFAULT, which XLA on CPU runs as PHILOX), bit for bit:
    # the key's bits come in as int32 and every result leaves as int32 (zero-extended when
    # narrower), so the comparison is exact.
    key = np.array([0x12345678, 0x9ABCDEF0, 0xDEADBEEF, 0x0BADF00D], np.uint32).view(np.int32)

    def rng(shape, dtype, algorithm=jax.lax.RandomAlgorithm.RNG_PHILOX):
        def f(k):
            k = jax.lax.bitcast_convert_type(k, jnp.uint32)
            state, bits = jax.lax.rng_bit_generator(k, shape, dtype=dtype, algorithm=algorithm)
            as_i32 = bits.astype(jnp.int32) if dtype != jnp.uint32 else jax.lax.bitcast_convert_type(bits, jnp.int32)
            return jax.lax.bitcast_convert_type(state, jnp.int32), as_i32
        return f

    case("rng_philox_u32", rng((5, 7), jnp.uint32), key)
    case("rng_philox_narrow", lambda k: (rng((9,), jnp.uint8)(k)[1], rng((2, 3), jnp.uint16)(k)[1]), key)
    case("rng_default_u32", rng((3,), jnp.uint32, jax.lax.RandomAlgorithm.RNG_DEFAULT), key)


def main():
    global RNG
    RNG = np.random.default_rng(20261129)
    build()
    if os.path.isdir(OUT):
        for d in os.listdir(OUT):
            if os.path.isdir(os.path.join(OUT, d)):
                shutil.rmtree(os.path.join(OUT, d))
    for name, (f, args) in sorted(CASES.items()):
        d = os.path.join(OUT, name)
        os.makedirs(d)
        args = [np.asarray(a) for a in args]
        text = jax.jit(f).lower(*args).as_text()
        open(os.path.join(d, "model.mlir"), "w").write(text)
        outs = jax.jit(f)(*args)
        if not isinstance(outs, (tuple, list)):
            outs = (outs,)
        for i, a in enumerate(args):
            np.save(os.path.join(d, f"in{i}.npy"), a)
        for i, o in enumerate(outs):
            np.save(os.path.join(d, f"out{i}.npy"), np.asarray(o))
    with open(os.path.join(OUT, "VERSIONS"), "w") as v:
        v.write(f"jax {jax.__version__}\njaxlib {jaxlib.__version__}\nnumpy {np.__version__}\n")
    print(f"gen-jax-tests.py: {len(CASES)} programs in tests/jax")


if __name__ == "__main__":
    main()
