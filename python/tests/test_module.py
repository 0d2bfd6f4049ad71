"""Loading modules, introspection and parse/verify errors."""

import pathlib

import pytest

import sigil

ROOT = pathlib.Path(__file__).resolve().parents[2]

ABI = r'''
func.func @add(%a: i32 {iree.abi.name = "lhs"}, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func private @helper() -> () {
  return
}
'''


def test_parse_lists_public_functions():
    m = sigil.parse(ABI)
    assert m.functions == ["add"]
    assert m.name == "<string>"
    assert "add" in m and "helper" not in m
    assert len(m) == 1
    assert list(m) == ["add"]


def test_load_reads_a_file(tmp_path):
    p = tmp_path / "m.mlir"
    p.write_text(ABI)
    m = sigil.load(p)
    assert m.name == str(p)
    assert m["add"](1, 2) == 3
    m2 = sigil.load(str(p))
    assert m2.add(3, 4) == 7


def test_load_of_a_missing_file_is_an_oserror(tmp_path):
    with pytest.raises(OSError, match="cannot read"):
        sigil.load(tmp_path / "nope.mlir")


def test_examples_shipped_in_the_repo_load():
    m = sigil.load(ROOT / "examples" / "collatz.mlir")
    assert m.functions


def test_unknown_names():
    m = sigil.parse(ABI)
    with pytest.raises(KeyError):
        m["nope"]
    with pytest.raises(AttributeError):
        m.nope
    with pytest.raises(KeyError):
        m["helper"]  # private


def test_declaration_and_repr():
    m = sigil.parse(ABI)
    f = m["add"]
    assert f.declaration == "sync func @add(%lhs: i32, %input1: i32) -> (%output0: i32)"
    assert f.declaration in repr(f)
    assert f.name == "add"
    assert f.argument_types == ["i32", "i32"]
    assert f.result_types == ["i32"]


def test_reflection_and_abi():
    m = sigil.load(ROOT / "tests" / "abi" / "structured.mlir")
    f = m.dict_sum
    assert set(f.reflection) == {"iree.abi"}
    assert f.abi == {
        "a": [["sdict", ["x", "i64"], ["y", "i64"]], ["named", "k", "i64"]],
        "r": ["i64"],
        "v": 1,
    }
    assert m.pair.abi is None
    assert m.pair.reflection == {}
    assert sigil.parse(ABI).add.reflection == {}


def test_parse_error_has_location_source_line_and_caret():
    with pytest.raises(sigil.ParseError) as e:
        sigil.parse("func.func @f() {\n  %0 = arith.addi %a : i32\n}\n", name="bad.mlir")
    msg = str(e.value)
    assert msg.startswith("bad.mlir:2:")
    assert "  %0 = arith.addi %a : i32" in msg
    assert "^" in msg.splitlines()[-1]
    assert isinstance(e.value, ValueError)


def test_verify_error_has_location():
    text = "func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n"
    with pytest.raises(sigil.VerifyError) as e:
        sigil.parse(text, name="v.mlir")
    msg = str(e.value)
    assert msg.startswith("v.mlir:2:3: error:")
    assert "return %a : i32" in msg
    assert isinstance(e.value, ValueError)


def test_parse_accepts_bytes():
    m = sigil.parse(ABI.encode())
    assert m.add(1, 1) == 2


def test_help_documents_the_api():
    import pydoc

    text = pydoc.render_doc(sigil)
    for word in ["load", "parse", "opt", "Trap", "ParseError", "VerifyError"]:
        assert word in text
