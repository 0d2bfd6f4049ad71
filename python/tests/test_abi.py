"""sigil.abi: SIP mangling and parsing, describe, raw signatures."""

import pytest

from sigil import abi


def test_mangle_sip_sequences_and_dicts():
    assert abi.mangle_sip([0, 1], 0) == "I12!S9!k0_0k1_1R3!_0"
    assert abi.mangle_sip([0, {"b": 1, "a": 2}], 0) == "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0"
    assert abi.mangle_sip(None, None) == "I1!R1!"
    assert abi.mangle_sip((0, 1), None) == abi.mangle_sip([0, 1], None)


def test_mangle_sip_integer_keyed_dicts_make_sequences_with_gaps():
    sig = abi.mangle_sip({"a": 0, "b": 1}, {0: 0, 2: 1})
    assert sig == "I17!D13!K2!a_0K2!b_1R12!S9!k0_0k2_1"
    assert abi.parse_sip(sig) == ({"a": 0, "b": 1}, [0, None, 1])


def test_parse_sip_returns_a_pair():
    inputs, results = abi.parse_sip("I12!S9!k0_0k1_1R3!_0")
    assert inputs == [0, 1]
    assert results == 0


def test_round_trip():
    for inputs, results in [
        ([0, [1, 2], {"x": 3}], [0, {"y": 1}]),
        ({"k": [0, 1]}, None),
        (0, 0),
    ]:
        assert abi.parse_sip(abi.mangle_sip(inputs, results)) == (inputs, results)


def test_mangle_sip_errors():
    with pytest.raises(ValueError, match="negative"):
        abi.mangle_sip([-1], None)
    with pytest.raises(ValueError, match="mixes integer and string keys"):
        abi.mangle_sip({0: 0, "a": 1}, None)
    with pytest.raises(TypeError):
        abi.mangle_sip([1.5], None)
    with pytest.raises(TypeError):
        abi.mangle_sip(["x"], None)
    with pytest.raises(TypeError):
        abi.mangle_sip([True], None)
    with pytest.raises(ValueError):
        abi.parse_sip("I12!S9!k0_0k1")


def test_describe_renders_canonically():
    assert abi.describe("I12!S9!k0_0k1_1R3!_0") == (
        "sip inputs:\n:[\n  0=raw(0),\n  1=raw(1),\n],\nsip results:\n=raw(0),\n"
    )
    assert abi.describe("I15!B11!d-1d128d64R15!B11!t6d-1d8d64") == (
        "raw: (Buffer<float32[?x128x64]>) -> (Buffer<sint32[?x8x64]>)\n"
    )
    with pytest.raises(ValueError):
        abi.describe("nonsense")


def test_raw_signature():
    assert abi.raw_signature("(tensor<?x4xf32>, i32) -> f32") == abi.raw_signature(
        "(tensor<?x4xf32>, i32) -> (f32)"
    )
    assert abi.raw_signature("(tensor<?x4xf32>) -> i32") == "I9!B6!d-1d4R6!S3!t6"
    assert abi.describe(abi.raw_signature("(i32, f32) -> ()")).startswith("raw: (")
    with pytest.raises(ValueError):
        abi.raw_signature("i32")
    with pytest.raises(ValueError):
        abi.raw_signature("(notatype) -> i32")
