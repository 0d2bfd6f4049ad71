"""The installed package: typed, documented, numpy its only dependency."""

import importlib.metadata
import pathlib

import sigil


def test_ships_type_information():
    root = pathlib.Path(sigil.__file__).parent
    assert (root / "py.typed").is_file()
    assert (root / "_sigil.pyi").is_file()
    assert (root / "abi.pyi").is_file()


def test_native_module_is_abi3():
    root = pathlib.Path(sigil.__file__).parent
    assert list(root.glob("_sigil.abi3.so")), list(root.iterdir())


def test_depends_on_numpy_only():
    requires = importlib.metadata.requires("sigil") or []
    required = [r for r in requires if "extra ==" not in r]
    assert [r.split(";")[0].strip() for r in required] == ["numpy"]


def test_docstrings():
    for obj in [sigil, sigil.load, sigil.parse, sigil.opt, sigil.Trap, sigil.ParseError,
                sigil.Module, sigil.Function, sigil.abi.mangle_sip]:
        assert obj.__doc__, obj
