//! Errors of loading, compiling, calling and running: each carries what a
//! user needs to act (the op's `file:line:col` and source line for a trap or
//! an unsupported op, the call stack for a trap, the argument for a bad
//! call), already rendered as text the command line prints as is.

use std::fmt;

/// An op the bytecode compiler cannot translate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// Source offset of the op, when it came from the parser.
    pub offset: Option<u32>,
    pub message: String,
}

/// What stopped a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrapKind {
    DivisionByZero,
    /// `divsi`/`ceildivsi`/`floordivsi` of the smallest integer by -1.
    SignedDivisionOverflow,
    /// `cf.assert` with a false condition.
    Assert(String),
    ListIndex {
        index: i64,
        len: usize,
    },
    /// A list grown past the element limit.
    ListTooLarge {
        requested: u64,
        limit: u64,
    },
    /// A list element read as the wrong type, or a null read as a value.
    ListElement(String),
    NullReference,
    CallDepth(usize),
    Steps(u64),
    /// The frames would need more slots than the memory limit allows.
    StackMemory(usize),
    /// A function value that names no function.
    BadFunction(u64),
    /// A tensor op on operands it cannot take: an index out of bounds,
    /// mismatched shapes, a shape that contradicts a static one.
    Tensor(String),
    /// A tensor larger than the memory limit.
    /// A tensor allocation beyond `--max-memory`: `live` bytes of tensors
    /// were alive when `requested` more were asked for.
    Memory {
        requested: usize,
        live: usize,
        limit: usize,
    },
    /// A trap inside a structured op's payload (or a `tensor.generate`
    /// body), and the payload's frame: the op in the body that trapped.
    /// A trap's stack starts with that frame.
    InPayload(Box<TrapKind>, StackFrame),
}

impl TrapKind {
    /// A trap at bytecode `pc` of the payload `f`, with its frame.
    pub fn in_payload(kind: TrapKind, f: &crate::compile::CompiledFunction, pc: u32) -> TrapKind {
        let offset = f.locs.get(pc as usize).copied().filter(|&o| o != u32::MAX);
        TrapKind::InPayload(
            Box::new(kind),
            StackFrame {
                function: f.name.clone(),
                offset,
            },
        )
    }
}

impl fmt::Display for TrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrapKind::DivisionByZero => write!(f, "integer division by zero"),
            TrapKind::SignedDivisionOverflow => {
                write!(
                    f,
                    "integer overflow: signed division of the smallest value by -1"
                )
            }
            TrapKind::Assert(m) => write!(f, "assertion failed: {m}"),
            TrapKind::ListIndex { index, len } => {
                write!(
                    f,
                    "list index {index} out of range (the list has {len} elements)"
                )
            }
            TrapKind::ListTooLarge { requested, limit } => write!(
                f,
                "out of memory: a list of {requested} elements is larger than the limit of {limit}"
            ),
            TrapKind::ListElement(m) => write!(f, "{m}"),
            TrapKind::NullReference => write!(f, "null reference"),
            TrapKind::CallDepth(n) => write!(
                f,
                "call depth limit of {n} frames exceeded (--max-call-depth)"
            ),
            TrapKind::Steps(n) => write!(f, "step limit of {n} exceeded (--max-steps)"),
            TrapKind::StackMemory(n) => {
                write!(f, "out of memory: the call stack needs more than {n} bytes")
            }
            TrapKind::BadFunction(i) => write!(f, "call of an invalid function value {i}"),
            TrapKind::Tensor(m) => write!(f, "{m}"),
            TrapKind::InPayload(k, _) => write!(f, "{k}"),
            TrapKind::Memory {
                requested,
                live: 0,
                limit,
            } => write!(
                f,
                "out of memory: a tensor of {requested} bytes is larger than the limit of {limit} \
                 bytes (--max-memory)"
            ),
            TrapKind::Memory {
                requested,
                live,
                limit,
            } => write!(
                f,
                "out of memory: a tensor of {requested} bytes with {live} bytes of tensors live \
                 exceeds the limit of {limit} bytes (--max-memory)"
            ),
        }
    }
}

/// A frame of a trap's call stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackFrame {
    pub function: String,
    /// Source offset of the op executing in this frame (the call, in all
    /// frames but the innermost).
    pub offset: Option<u32>,
}

/// A run that stopped on a trap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    pub kind: TrapKind,
    /// Innermost frame first.
    pub stack: Vec<StackFrame>,
}

/// Every error of the VM and its API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The module does not parse (rendered diagnostic).
    Parse(String),
    /// The module does not verify (rendered diagnostic).
    Verify(String),
    /// The function uses something the VM does not run (rendered, with the
    /// op's location).
    Compile(String),
    /// A run stopped on a trap (rendered: message, location, call stack).
    Trap { message: String, trap: Trap },
    /// A call was made wrongly: unknown function, arity, argument types.
    Call(String),
    /// An input could not be read or understood (`--input`, `.npy`).
    Input(String),
    /// A PyDM function returned a nonzero exception code: `class` is the
    /// Python exception it stands for (`None` for a code with no
    /// counterpart); the message reads `error: IndexError in @f`.
    Exception {
        message: String,
        code: i32,
        class: Option<&'static str>,
        function: String,
    },
}

impl Error {
    /// The rendered text.
    pub fn message(&self) -> &str {
        match self {
            Error::Parse(m)
            | Error::Verify(m)
            | Error::Compile(m)
            | Error::Call(m)
            | Error::Input(m)
            | Error::Trap { message: m, .. }
            | Error::Exception { message: m, .. } => m,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().trim_end())
    }
}

impl std::error::Error for Error {}
