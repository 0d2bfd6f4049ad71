//! Exception codes: what an `!iree_pydm.exception_result` (an `i32` at run
//! time) means. Zero is success; negative codes are the spec's predefined
//! exceptions; positive codes index the table of detailed exceptions, which
//! here holds the builtin exceptions the lowering itself raises and that
//! have no predefined code (`ZeroDivisionError`, ...). One table serves the
//! lowering (which code to return), the command line and the Python
//! package (which exception a code is), so they cannot disagree.

/// Success.
pub const SUCCESS: i32 = 0;
pub const STOP_ITERATION: i32 = -1;
pub const RUNTIME_ERROR: i32 = -3;
pub const VALUE_ERROR: i32 = -4;
pub const INDEX_ERROR: i32 = -7;
pub const TYPE_ERROR: i32 = -9;
pub const UNBOUND_LOCAL_ERROR: i32 = -10;
/// Detailed exceptions (positive codes) the lowering raises.
pub const ZERO_DIVISION_ERROR: i32 = 1;
pub const ASSERTION_ERROR: i32 = 2;
pub const OVERFLOW_ERROR: i32 = 3;
/// An int past the VM's size limit (`sigil_vm::bigint::MAX_BITS`).
pub const MEMORY_ERROR: i32 = 4;
/// Not a Python exception: the VM cannot give Python's answer here (an
/// int to a negative power is a float where the result type is an int, a
/// negative float to a fractional power is a complex number, an operation
/// a front end leaves to CPython), so the caller must have CPython run the
/// call. The Python package raises `sigil.NeedsCPython` (a
/// `RuntimeError`) for it, `sigil run` says so; `@sigil.pydm.jit` runs the
/// call again on CPython. Distinct from OverflowError and ValueError, which
/// always mean the exceptions Python's semantics raise.
pub const NEEDS_CPYTHON: i32 = 5;
/// The name [`name`] gives [`NEEDS_CPYTHON`] (no Python class has it).
pub const NEEDS_CPYTHON_NAME: &str = "NeedsCPython";

/// Every code with the Python exception class it stands for (and
/// [`NEEDS_CPYTHON`], which is none).
pub const CODES: &[(i32, &str)] = &[
    (-1, "StopIteration"),
    (-2, "StopAsyncIteration"),
    (-3, "RuntimeError"),
    (-4, "ValueError"),
    (-5, "NotImplementedError"),
    (-6, "KeyError"),
    (-7, "IndexError"),
    (-8, "AttributeError"),
    (-9, "TypeError"),
    (-10, "UnboundLocalError"),
    (ZERO_DIVISION_ERROR, "ZeroDivisionError"),
    (ASSERTION_ERROR, "AssertionError"),
    (OVERFLOW_ERROR, "OverflowError"),
    (MEMORY_ERROR, "MemoryError"),
    (NEEDS_CPYTHON, NEEDS_CPYTHON_NAME),
];

/// The Python exception class of a nonzero code, if it has one.
pub fn name(code: i32) -> Option<&'static str> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

/// The code of a Python exception class name, if it has one.
pub fn code(name: &str) -> Option<i32> {
    CODES.iter().find(|(_, n)| *n == name).map(|(c, _)| *c)
}

#[cfg(test)]
mod tests {
    #[test]
    fn codes_and_names_are_one_table() {
        assert_eq!(super::name(-7), Some("IndexError"));
        assert_eq!(super::name(-10), Some("UnboundLocalError"));
        assert_eq!(super::name(1), Some("ZeroDivisionError"));
        assert_eq!(super::name(0), None);
        assert_eq!(super::name(99), None);
        assert_eq!(super::name(super::NEEDS_CPYTHON), Some("NeedsCPython"));
        assert_ne!(super::NEEDS_CPYTHON, super::OVERFLOW_ERROR);
        assert_ne!(super::NEEDS_CPYTHON, super::VALUE_ERROR);
        for &(c, n) in super::CODES {
            assert_eq!(super::code(n), Some(c));
        }
    }
}
