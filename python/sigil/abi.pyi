from typing import Any, Tuple

def mangle_sip(inputs: Any, results: Any) -> str:
    """The SIP signature of nested structures of raw indices (lists, tuples, dicts, ints, None)."""

def parse_sip(sig: str) -> Tuple[Any, Any]:
    """``(inputs, results)`` of a SIP signature as nested lists, dicts and ints."""

def describe(sig: str) -> str:
    """The canonical rendering of a raw or SIP signature or ``iree.abi`` JSON."""

def raw_signature(fn_type: str) -> str:
    """The raw signature of a function type, e.g. ``"(tensor<?x4xf32>, i32) -> f32"``."""
