"""The `python_args` fuzz target's committed seeds (fuzz/seeds/python_args/,
a set cover of the code edges its campaigns reached) replayed through the
target's own decoder, fuzz/python_args.py, against the installed package:
every call the campaigns kept, crashes they found included once fixed, must
end in a value or an ordinary Python exception (the decoder swallows those),
never in a PanicException, a SystemError or a crash of the process.

The decoder is imported by path, not as a package: it lives with the fuzz
target, which runs the same file in an embedded interpreter."""

import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SEEDS = sorted((ROOT / "fuzz/seeds/python_args").iterdir())


def _decoder():
    spec = importlib.util.spec_from_file_location("python_args", ROOT / "fuzz/python_args.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_seeds_exist():
    assert len(SEEDS) > 100, "fuzz/seeds/python_args holds too few seeds"


def test_seeds_replay_cleanly():
    run = _decoder().run
    failures = []
    for path in SEEDS:
        try:
            run(path.read_bytes())
        except BaseException as e:  # noqa: B036 - a PanicException is one
            if isinstance(e, (KeyboardInterrupt, SystemExit)):
                raise
            failures.append(f"{path.name}: {type(e).__name__}: {e}")
    if failures:
        pytest.fail(f"{len(failures)} of {len(SEEDS)} seeds fail:\n" + "\n".join(failures[:20]))


# What the campaigns found, each once as a plain test.

import numpy as np  # noqa: E402

import sigil  # noqa: E402

M = sigil.parse(
    """
func.func @l(%a: !util.list<?>) -> !util.list<?> { return %a : !util.list<?> }
func.func @i(%a: i64) -> i64 { return %a : i64 }
func.func @f(%a: f64) -> f64 { return %a : f64 }
func.func @t0(%t: tensor<i32>) -> tensor<i32> { return %t : tensor<i32> }
func.func @t(%t: tensor<?xf32>) -> tensor<?xf32> { return %t : tensor<?xf32> }
func.func @kw(%a: i32) -> i32 attributes {iree.reflection = {iree.abi = "{\\"a\\":[[\\"named\\",\\"a\\",\\"i32\\"]],\\"r\\":[\\"i32\\"],\\"v\\":1}"}} {
  return %a : i32
}
""",
    jit="off",
)


class _Grows:
    """A number that adds a key to the dict it is read from."""

    def __init__(self, d):
        self.d = d

    def __index__(self):
        self.d[f"z{len(self.d)}"] = 0
        return 7


def test_a_dict_changed_while_read_is_read_as_it_was():
    d = {"a": 1, "c": 2}
    d["b"] = _Grows(d)
    assert M.l(d) == [1, 7, 2]
    assert len(d) == 4


def test_number_protocols_must_give_numbers():
    class Index:
        def __index__(self):
            return self

    class Float:
        def __float__(self):
            return self

    with pytest.raises(TypeError, match="__index__ returned non-int"):
        M.i(Index())
    with pytest.raises(TypeError, match="__float__ returned non-float"):
        M.f(Float())


def test_a_str_beyond_unicode_is_refused():
    # numpy makes such a str from a `U` array's raw code units (of one
    # code unit, it raises SystemError instead).
    bad = np.frombuffer(np.array([0x41, 0x110000], "<u4").tobytes(), dtype="<U2")[0]
    with pytest.raises(ValueError, match="beyond U\\+10FFFF"):
        M.l([bad])
    with pytest.raises(ValueError, match="beyond U\\+10FFFF"):
        M.l({bad: 1})
    with pytest.raises(ValueError, match="beyond U\\+10FFFF"):
        M.kw(**{bad: 1})


def test_a_copied_array_keeps_its_shape():
    # Byte-swapped, unaligned or strided arrays are copied; a 0-d one stays 0-d.
    out = M.t0(np.array(5, ">i4"))
    assert out.shape == () and out == 5
    np.testing.assert_array_equal(M.t(np.arange(6, dtype=">f4")[::-2]), [5, 3, 1])
