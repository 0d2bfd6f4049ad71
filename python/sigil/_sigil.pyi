"""Type stubs of sigil's native module (re-exported by ``sigil``)."""

import os
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union

class ParseError(ValueError):
    """The module text does not parse (message: file:line:col diagnostic)."""

class VerifyError(ValueError):
    """The module parses but does not verify (message: file:line:col diagnostic)."""

class CompileError(RuntimeError):
    """A function uses an op the VM cannot run."""

class Trap(RuntimeError):
    """A function trapped; the message has the op's location and the call stack."""

class NeedsCPython(RuntimeError):
    """A PyDM function cannot give Python's result on the VM (exception code 5): run it on CPython."""

class ElementTypeMismatch(ValueError):
    """An element of a list passed for a PyDM ``list<unboxed,T>`` parameter is not a T."""

class Function:
    """A public function of a module; call it with Python values."""

    @property
    def name(self) -> str: ...
    @property
    def declaration(self) -> str:
        """IREE's ``iree.abi.declaration`` text, e.g. ``sync func @f(%input0: i32) -> (%output0: i32)``."""
    @property
    def reflection(self) -> Dict[str, str]:
        """The function's ``iree.reflection`` entries (and a bare ``iree.abi``)."""
    @property
    def abi(self) -> Optional[Dict[str, Any]]:
        """The ``iree.abi`` records as lists and dicts (``{"a": [...], "r": [...], "v": 1}``), or None."""
    @property
    def argument_types(self) -> List[str]: ...
    @property
    def result_types(self) -> List[str]: ...
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Calls the function. None results give None, one gives the value, several a tuple."""

class Module:
    """A parsed and verified MLIR module."""

    @property
    def functions(self) -> List[str]:
        """The names of the public functions, in source order."""
    @property
    def name(self) -> str:
        """The file name the module was loaded under."""
    def __getitem__(self, name: str) -> Function: ...
    def __getattr__(self, name: str) -> Function: ...
    def __contains__(self, name: str) -> bool: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[str]: ...

def load(path: Union[str, "os.PathLike[str]"], jit: Optional[str] = None) -> Module:
    """Reads, parses and verifies the module in ``path``. ``jit``: the native
    tier's mode, ``"off"``, ``"auto"`` or ``"always"`` (default: ``$SIGIL_JIT``,
    else ``"auto"``)."""

def parse(
    text: Union[str, bytes], name: str = "<string>", jit: Optional[str] = None
) -> Module:
    """Parses and verifies module text; ``name`` is used in diagnostics;
    ``jit`` as for :func:`load`."""

def check(
    path: Union[str, "os.PathLike[str]"],
    function: Optional[str] = None,
    jit: Optional[str] = None,
) -> List[Dict[str, Any]]:
    """Runs the test functions of a self-checking module (IREE's ``check``
    dialect) as ``sigil check`` does: one dict per test, in source order,
    with ``name``, ``passed``, ``failures`` (IREE's messages, located at the
    check) and ``seconds``. ``function`` runs only that test; ``jit`` as for
    :func:`load`. Raises ``ParseError``/``VerifyError`` when the module does
    not load."""

def opt(
    text: str,
    generic: bool = False,
    allow_unregistered_dialect: bool = False,
    debug_info: bool = False,
    name: str = "<string>",
    lower_pydm: bool = False,
) -> str:
    """Parses, verifies and prints the module as ``mlir-opt`` does; with
    ``lower_pydm``, PyDM is lowered and the runtime library linked first
    (``sigil opt --convert-iree-pydm-to-iree --link-iree-pydm-rtl``)."""

def mangle_sip(inputs: Any, results: Any) -> str: ...
def parse_sip(sig: str) -> Tuple[Any, Any]: ...
def describe(sig: str) -> str: ...
def raw_signature(fn_type: str) -> str: ...

def _run_kernels_on_this_thread() -> None: ...
