"""sigil: read, check and run MLIR modules from Python.

Load a module and call its public functions with Python values::

    import sigil
    m = sigil.parse('''
    func.func @add(%a: i32, %b: i32) -> i32 {
      %s = arith.addi %a, %b : i32
      return %s : i32
    }''')
    m["add"](2, 40)          # -> 42
    m.add(2, 40)             # the same

Arguments are mapped onto the function's VM arguments by its ``iree.abi``
records or its SIP signature (``iree.reflection``), or else by the dynamic
rules of IREE's ABI: numpy arrays for tensors, ints, floats and bools for
scalars, lists, tuples and dicts for structures (``!util.list``). Results
come back the same way: none gives ``None``, one the value, several a tuple.

Functions:
    load(path)                 a Module from a file
    parse(text, name)          a Module from text
    opt(text, generic=False)   the module printed as ``mlir-opt`` prints it

Exceptions:
    ParseError, VerifyError    (ValueError) the text is not a valid module;
                               the message is the ``file:line:col`` diagnostic
    Trap                       (RuntimeError) a function trapped; the message
                               has the op's location and the call stack
    CompileError               (RuntimeError) an op the VM cannot run
    NeedsCPython               (RuntimeError) a PyDM function cannot give
                               Python's result on the VM (exception code 5)
    ElementTypeMismatch        (ValueError) an element of a list passed for
                               a PyDM ``list<unboxed,T>`` parameter is no T

``sigil.abi`` has IREE's signature formats (``mangle_sip``, ``parse_sip``,
``describe``, ``raw_signature``).

``sigil.pydm`` runs a subset of Python on the VM: ``@sigil.pydm.jit``.
"""

from ._sigil import (
    CompileError,
    ElementTypeMismatch,
    Function,
    Module,
    NeedsCPython,
    ParseError,
    Trap,
    VerifyError,
    check,
    load,
    opt,
    parse,
)
from . import abi
from . import pydm

import threading as _threading

if _threading.current_thread() is _threading.main_thread():
    # The main thread lives as long as the process: let it work alongside
    # the tensor kernels' pool instead of waiting on it.
    from ._sigil import _run_kernels_on_this_thread

    _run_kernels_on_this_thread()
    del _run_kernels_on_this_thread
del _threading

__all__ = [
    "CompileError",
    "ElementTypeMismatch",
    "Function",
    "Module",
    "NeedsCPython",
    "ParseError",
    "Trap",
    "VerifyError",
    "abi",
    "check",
    "load",
    "opt",
    "parse",
    "pydm",
]
