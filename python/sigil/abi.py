"""IREE's function signature formats (seed 000, ``../shared/spec/abi.md``).

``mangle_sip(inputs, results)``
    the SIP signature of two nested structures of raw indices: an int is a
    leaf (the raw argument or result it maps to), a list or tuple a sequence,
    a dict with string keys a dict (with int keys, a sequence with gaps);
    ``None`` is the empty structure. ``mangle_sip([0, 1], 0) == "I12!S9!k0_0k1_1R3!_0"``.
``parse_sip(sig)``
    ``(inputs, results)`` back as nested lists, dicts and ints (gaps ``None``).
``describe(sig)``
    the canonical rendering of a raw or SIP signature or of ``iree.abi`` JSON.
``raw_signature(fn_type)``
    the raw signature (reflection ``f``) of a function type given as text,
    ``raw_signature("(tensor<?x4xf32>, i32) -> f32")``.
"""

from ._sigil import describe, mangle_sip, parse_sip, raw_signature

__all__ = ["describe", "mangle_sip", "parse_sip", "raw_signature"]
