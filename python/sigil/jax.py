"""Run JAX functions on sigil: ``sigil.jax.jit(f)`` lowers ``f`` with JAX
(``jax.jit(f).lower(*args).as_text()``, StableHLO) the first time it is
called with arguments of given shapes and dtypes, parses the text with
sigil, and runs it; later calls with the same signature reuse the parsed
module. Arguments and results are pytrees of arrays, as for ``jax.jit``;
results come back as numpy arrays.

JAX is needed only to lower (``pip install jax``); sigil runs the program.
"""

from typing import Any, Callable, Dict, Tuple

import numpy as np

from . import _sigil

__all__ = ["jit"]


def jit(f: Callable[..., Any], jit_mode: str = "auto") -> Callable[..., Any]:
    """``f`` lowered by JAX and run by sigil, one lowering per argument
    signature (shapes and dtypes). ``jit_mode``: sigil's native tier
    (``"off"``, ``"auto"``, ``"always"``)."""
    import jax

    cache: Dict[Tuple[Any, ...], Tuple[Any, Any]] = {}

    def run(*args: Any) -> Any:
        leaves, in_tree = jax.tree_util.tree_flatten(args)
        arrays = [np.asarray(x) for x in leaves]
        key = (in_tree, tuple((a.shape, a.dtype.str) for a in arrays))
        entry = cache.get(key)
        if entry is None:
            lowered = jax.jit(f).lower(*args)
            name = f"<jax {getattr(f, '__name__', 'function')}>"
            module = _sigil.parse(lowered.as_text(), name=name, jit=jit_mode)
            entry = (module, lowered.out_tree)
            cache[key] = entry
        module, out_tree = entry
        out = module.main(*arrays)
        flat = list(out) if isinstance(out, tuple) else ([] if out is None else [out])
        return jax.tree_util.tree_unflatten(out_tree, flat)

    run.__wrapped__ = f  # type: ignore[attr-defined]
    return run
