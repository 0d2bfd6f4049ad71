"""StableHLO from JAX, run by sigil (``sigil.jax.jit``), against JAX on
XLA:CPU; and a live recheck of the committed JAX programs of ``tests/jax``
(their outputs are still what this JAX computes). JAX is installed by the
test command (``scripts/python-tests.sh``); outside CI a missing JAX skips
loudly, under ``CI=true`` it fails."""

import importlib.util

import numpy as np
import pytest

from conftest import ROOT, _missing

import sigil.jax


@pytest.fixture(scope="module")
def jax():
    try:
        import jax
    except ImportError:
        _missing("JAX (pip install jax)")
    return jax


def test_jit_matches_jax_and_caches_per_signature(jax):
    jnp = jax.numpy

    def f(x, params):
        w, b = params["w"], params["b"]
        return {"y": jax.nn.softmax(jnp.tanh(x @ w + b), axis=-1), "n": (x * x).sum()}

    rng = np.random.default_rng(0)
    params = {"w": rng.standard_normal((5, 3)).astype(np.float32), "b": np.zeros(3, np.float32)}
    g = sigil.jax.jit(f)
    for rows in (4, 4, 2):
        x = rng.standard_normal((rows, 5)).astype(np.float32)
        got, want = g(x, params), jax.jit(f)(x, params)
        assert set(got) == {"y", "n"}
        np.testing.assert_allclose(got["y"], np.asarray(want["y"]), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got["n"], np.asarray(want["n"]), rtol=1e-5)


def test_committed_programs_are_still_jax_answers(jax):
    spec = importlib.util.spec_from_file_location("gen", ROOT / "scripts" / "gen-jax-tests.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    gen.RNG = np.random.default_rng(20261129)
    gen.build()
    for name in ["mlp", "lstm_scan", "scatter_out_of_bounds"]:
        f, _ = gen.CASES[name]
        d = ROOT / "tests" / "jax" / name
        ins = [np.load(p) for p in sorted(d.glob("in*.npy"))]
        outs = jax.jit(f)(*ins)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        for i, o in enumerate(outs):
            np.testing.assert_allclose(np.asarray(o), np.load(d / f"out{i}.npy"), rtol=1e-6, atol=1e-6)
        # And sigil, through the wrapper, on the same inputs.
        got = sigil.jax.jit(f)(*ins)
        got = got if isinstance(got, (tuple, list)) else (got,)
        for g, o in zip(got, outs):
            np.testing.assert_allclose(g, np.asarray(o), rtol=1e-4, atol=1e-4)
