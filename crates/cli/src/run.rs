//! `sigil run`: calls a function of a module, a drop-in for
//! `iree-run-module` (same `--function`/`--input`/`--output` flags, same
//! printed results), straight from MLIR source.
//!
//! `--input`s as `iree-run-module` 3.13 reads them, plus typed scalars
//! (`i64=5`); `@file.npy` reads the first array of the file and
//! `+file.npy` the one after the array the previous `@`/`+` input of the
//! same file read (the first if none did), so the arrays of one file can
//! go to successive arguments. An array of raw elements (`'<V2'`, as
//! `ml_dtypes` saves bf16) reads as the argument's element type when numpy
//! has none for it ([`sigil_vm::npy`]).
//!
//! `--output` as `iree-run-module` 3.13 handles it (IREE's
//! `runtime/src/iree/tooling/process_results.c` and `function_io.c`,
//! checked against the tool): without the flag every result is printed
//! (`result[i]: ...`); with it, each occurrence handles the result of its
//! position and nothing else is printed but the `EXEC @f` line:
//!
//! * `` (empty): the result is ignored;
//! * `-`: its text goes to stdout, without the `result[i]: ` prefix
//!   (`i32=14`; `hal.buffer_view` then `2x3xf32=...`), in result order
//!   among the others;
//! * `@file.npy` creates or truncates the file and writes the result as an
//!   array, `+file.npy` appends one (successive `numpy.load(f)` calls on
//!   one open file read them back); a scalar is a shape-`()` array of the
//!   type it prints as (`i1`..`i32` as int32, `index` as int64, `f16`,
//!   `bf16` and the small floats as float32), a `(null)` an empty int8
//!   array of shape `(0,)`;
//! * `@file.bin` / `+file.bin` (any other name than `*.npy`) write or
//!   append the raw contents (a scalar's bytes in the same type), no
//!   metadata.
//!
//! Every element type goes to `.npy`, bf16 and the small floats as raw
//! elements the way `ml_dtypes` saves them ([`sigil_vm::npy`]); IREE 3.13
//! refuses them (`unsupported data encoding`). Sub-byte integers are one
//! per byte, in `.npy` and `.bin` alike, as `--input` reads them back.
//!
//! The number of `--output`s must be the number of results, and a list (or
//! another reference) cannot go to a file. IREE reports both after the
//! call, having printed `EXEC @f` (and a file spec it does not know once
//! the earlier outputs are done); sigil checks them before the call and
//! prints nothing on stdout: a spec that is none of the forms above is a
//! usage error (exit 2), a count that does not match or a list to a file a
//! user error (exit 1).

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use clap::Args;
use sigil_vm::format::{self, Input};
use sigil_vm::value::{BufferView, ElementType};
use sigil_vm::{FunctionInfo, Limits, Module, Value, VmType};

/// `sigil run --help`'s examples (each works from the repository's root).
pub const EXAMPLES: &str = "\
Examples:
  sigil run examples/collatz.mlir --function=collatz --input=27
  sigil run examples/mlp.mlir --function=predict --input=\"2x8xf32=0.5\" --output=@/tmp/probs.npy";

/// The help of the flags `run`, `benchmark` and `check` share.
pub const INPUT_HELP: &str = "One argument, in order: `5`, `1.5`, `i64=5`, `2x3xf32=1 2 3 4 5 6`, \
`2x3xf32=@data.bin`, `@array.npy`, `+array.npy` (the file's next array), `(null)`. Repeat per \
argument";

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The module (`.mlir`), or `-` for standard input.
    #[arg(required_unless_present = "module")]
    pub module_path: Option<PathBuf>,
    /// The module, as `iree-run-module` names it (instead of MODULE_PATH).
    #[arg(long = "module", value_name = "FILE")]
    pub module: Option<PathBuf>,
    /// The function to call (with or without `@`).
    #[arg(
        long = "function",
        value_name = "NAME",
        required_unless_present = "list"
    )]
    pub function: Option<String>,
    #[arg(
        help = INPUT_HELP,
        long = "input",
        value_name = "VALUE",
        allow_hyphen_values = true,
        conflicts_with = "args_json"
    )]
    pub inputs: Vec<String>,
    /// What to do with one result, in order: `-` print it, `@out.npy` write
    /// it (`+out.npy` append it; another extension: raw bytes), empty to
    /// skip. Without it every result is printed. Repeat per result.
    #[arg(
        long = "output",
        value_name = "SPEC",
        allow_hyphen_values = true,
        value_parser = parse_output,
        conflicts_with_all = ["args_json", "kwargs_json", "print_json"]
    )]
    pub outputs: Vec<Output>,
    /// Structured positional arguments as a JSON array, mapped onto the
    /// function's arguments by its `iree.abi` records, SIP signature or the
    /// dynamic rules (instead of --input).
    #[arg(long = "args-json", value_name = "JSON")]
    pub args_json: Option<String>,
    /// Keyword arguments as a JSON object (with --args-json).
    #[arg(long = "kwargs-json", value_name = "JSON")]
    pub kwargs_json: Option<String>,
    /// Prints the structured result as JSON instead of iree-run-module's text.
    #[arg(long = "print-json")]
    pub print_json: bool,
    /// Lists the public functions with their declarations.
    #[arg(long = "list")]
    pub list: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// The limits and the native tier's mode, flags `run`, `benchmark` and `check` share.
#[derive(Args, Debug)]
pub struct LimitArgs {
    /// Frames on the call stack at most.
    #[arg(long = "max-call-depth", value_name = "N", default_value_t = 100_000)]
    pub max_call_depth: usize,
    /// Backward branches plus calls at most, per call (per test for `check`; unbounded when
    /// absent).
    #[arg(long = "max-steps", value_name = "N")]
    pub max_steps: Option<u64>,
    /// Bytes of tensor storage live at once at most (`4G`, `512M`, `100K` or bytes; default:
    /// half the machine's memory).
    #[arg(long = "max-memory", value_name = "BYTES", value_parser = parse_bytes)]
    pub max_memory: Option<usize>,
    /// Native code: `off` (interpreter only), `auto` (hot functions: with a loop, or called
    /// often) or `always`. Default: $SIGIL_JIT, else auto.
    #[arg(long = "jit", value_name = "MODE")]
    pub jit: Option<sigil_vm::JitMode>,
}

impl LimitArgs {
    /// The run-time limits the flags ask for (the defaults elsewhere).
    pub fn limits(&self) -> Limits {
        Limits {
            max_call_depth: self.max_call_depth,
            max_steps: self.max_steps.unwrap_or(u64::MAX),
            max_tensor_bytes: self
                .max_memory
                .unwrap_or_else(sigil_vm::exec::default_max_memory),
            ..Limits::default()
        }
    }
}

/// One `--output`: what to do with the result of its position.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// `` (empty).
    Ignore,
    /// `-`.
    Print,
    /// `@path` (`append`: `+path`); a `.npy` name writes an array, any
    /// other the raw contents.
    File { path: String, append: bool },
}

fn parse_output(s: &str) -> Result<Output, String> {
    let file = |path: &str, append| {
        if path.is_empty() {
            Err("a file name must follow '@' or '+'".to_string())
        } else {
            Ok(Output::File {
                path: path.to_string(),
                append,
            })
        }
    };
    match s {
        "" => Ok(Output::Ignore),
        "-" => Ok(Output::Print),
        _ => match (s.strip_prefix('@'), s.strip_prefix('+')) {
            (Some(path), _) => file(path, false),
            (_, Some(path)) => file(path, true),
            _ => {
                Err("expected '-' (print), '@FILE' (write), '+FILE' (append) or '' (ignore)".into())
            }
        },
    }
}

/// The `--jit` mode: the flag, else `$SIGIL_JIT`, else `auto`.
pub fn jit_mode(flag: Option<sigil_vm::JitMode>) -> Result<sigil_vm::JitMode, String> {
    if let Some(m) = flag {
        return Ok(m);
    }
    match std::env::var("SIGIL_JIT") {
        Ok(v) if !v.is_empty() => v.parse().map_err(|e| format!("SIGIL_JIT: {e}")),
        _ => Ok(sigil_vm::JitMode::Auto),
    }
}

/// A byte count with an optional `K`, `M`, `G` or `T` suffix (powers of 1024).
pub fn parse_bytes(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (digits, shift) = match t.chars().last().map(|c| c.to_ascii_uppercase()) {
        Some('K') => (&t[..t.len() - 1], 10),
        Some('M') => (&t[..t.len() - 1], 20),
        Some('G') => (&t[..t.len() - 1], 30),
        Some('T') => (&t[..t.len() - 1], 40),
        _ => (t, 0),
    };
    let n: usize = digits
        .parse()
        .map_err(|_| format!("'{s}' is not a byte count (e.g. 4G, 512M, 1000)"))?;
    n.checked_mul(1usize << shift)
        .ok_or_else(|| format!("'{s}' is too large"))
}

pub fn run(args: &RunArgs) -> ExitCode {
    match run_inner(args) {
        Ok(out) => crate::print_stdout(out.as_bytes()),
        Err(msg) => crate::report(&msg),
    }
}

fn run_inner(args: &RunArgs) -> Result<String, String> {
    let path = args
        .module
        .clone()
        .or_else(|| args.module_path.clone())
        .ok_or("no module given (a path, or --module=FILE)")?;
    let module = Module::load(&path).map_err(|e| e.to_string())?;
    module.set_limits(args.limits.limits());
    sigil_jit::set_jit(&module, jit_mode(args.limits.jit)?);
    if args.list {
        let mut out = String::new();
        for f in module.functions() {
            out.push_str(&format!("func.func {}\n", f.declaration()));
        }
        return Ok(out);
    }
    let name = args
        .function
        .as_deref()
        .ok_or("no --function given (see --list)")?;
    let bare = name.strip_prefix('@').unwrap_or(name);
    let info = module
        .function(bare)
        .ok_or_else(|| format!("no function named '@{bare}' in the module (see --list)"))?;
    if args.args_json.is_some() || args.kwargs_json.is_some() || args.print_json {
        return structured(&module, bare, args);
    }
    if args.inputs.len() != info.arg_types.len() {
        return Err(format!(
            "@{bare} takes {} argument{} ({}), got {} --input",
            info.arg_types.len(),
            if info.arg_types.len() == 1 { "" } else { "s" },
            info.arg_types.join(", "),
            args.inputs.len()
        ));
    }
    if !args.outputs.is_empty() && args.outputs.len() != info.result_types.len() {
        return Err(format!(
            "{} --output given but @{bare} has {} result{} ({}): give one per result \
             (empty to ignore one)",
            args.outputs.len(),
            info.result_types.len(),
            if info.result_types.len() == 1 {
                ""
            } else {
                "s"
            },
            info.result_types.join(", ")
        ));
    }
    let mut files = NpyReader::default();
    let mut values = Vec::new();
    for (k, text) in args.inputs.iter().enumerate() {
        let v = input_value(&module, info, k, text, &mut files)
            .map_err(|e| format!("--input {k} ('{text}'): {e}"))?;
        values.push(v);
    }
    let results = module.call(bare, &values).map_err(|e| e.to_string())?;
    let mut out = format!("EXEC @{bare}\n");
    if !args.outputs.is_empty() {
        write_outputs(&args.outputs, &results, &mut out)?;
        return Ok(out);
    }
    if let Some(sig) = &info.pydm {
        // A PyDM function's value as Python shows it (a None result: nothing).
        use sigil_vm::pydm::PyKind;
        if let (Some(v), false) = (results.first(), sig.result == PyKind::NoneType) {
            out.push_str("result[0]: ");
            match sig.result {
                PyKind::Scalar => format::format_value(v, &mut out),
                kind => out.push_str(&sigil_vm::pydm::result(kind, v)?.repr()),
            }
            out.push('\n');
        }
        return Ok(out);
    }
    for (i, v) in results.iter().enumerate() {
        out.push_str(&format!("result[{i}]: "));
        format::format_value(v, &mut out);
        out.push('\n');
    }
    Ok(out)
}

/// Handles each result as its `--output` says: printed into `out`, written
/// or appended to a file, or ignored.
fn write_outputs(outputs: &[Output], results: &[Value], out: &mut String) -> Result<(), String> {
    for (i, (spec, v)) in outputs.iter().zip(results).enumerate() {
        match spec {
            Output::Ignore => {}
            Output::Print => {
                format::format_value(v, out);
                out.push('\n');
            }
            Output::File { path, append } => {
                let b = as_buffer(v)
                    .map_err(|e| format!("--output {i} ('{}'): {e}", spec_text(spec)))?;
                let bytes = if path.ends_with(".npy") {
                    sigil_vm::npy::write(&b)?
                } else {
                    b.data.to_vec()
                };
                let mut file = std::fs::OpenOptions::new()
                    .create(true)
                    .write(true)
                    .append(*append)
                    .truncate(!append)
                    .open(path)
                    .map_err(|e| format!("--output {i}: cannot open '{path}' for writing: {e}"))?;
                file.write_all(&bytes)
                    .map_err(|e| format!("--output {i}: cannot write '{path}': {e}"))?;
            }
        }
    }
    Ok(())
}

fn spec_text(spec: &Output) -> String {
    match spec {
        Output::Ignore => String::new(),
        Output::Print => "-".into(),
        Output::File { path, append } => format!("{}{path}", if *append { '+' } else { '@' }),
    }
}

/// A result as the array IREE writes for it: a buffer view as it is, a
/// scalar as a shape-`()` array of the type it prints as, `(null)` as an
/// empty `i8` array.
fn as_buffer(v: &Value) -> Result<Rc<BufferView>, String> {
    let scalar = |elem, data: Vec<u8>| {
        Ok(Rc::new(BufferView {
            elem,
            shape: Vec::new(),
            data: data.into(),
        }))
    };
    match *v {
        Value::Buffer(ref b) => Ok(b.clone()),
        Value::Int { width: 1, value } => scalar(
            ElementType::Int(32),
            ((value & 1) as i32).to_le_bytes().to_vec(),
        ),
        Value::Int { width, value } if width <= 32 => {
            scalar(ElementType::Int(32), (value as i32).to_le_bytes().to_vec())
        }
        Value::Int { value, .. } | Value::Index(value) => {
            scalar(ElementType::Int(64), value.to_le_bytes().to_vec())
        }
        Value::F16(x) => scalar(ElementType::F32, x.to_f32().to_le_bytes().to_vec()),
        Value::BF16(x) => scalar(ElementType::F32, x.to_f32().to_le_bytes().to_vec()),
        Value::F32(x) => scalar(ElementType::F32, x.to_le_bytes().to_vec()),
        Value::F64(x) => scalar(ElementType::F64, x.to_le_bytes().to_vec()),
        Value::Small(t, bits) => {
            let x = sigil_vm::numeric::to_f64(t, bits as u64) as f32;
            scalar(ElementType::F32, x.to_le_bytes().to_vec())
        }
        Value::Null => Ok(Rc::new(BufferView {
            elem: ElementType::Int(8),
            shape: vec![0],
            data: Vec::new().into(),
        })),
        ref other => Err(format!(
            "the result ({}) is not a buffer view or a scalar, which only can go to a file",
            other.kind()
        )),
    }
}

/// `--args-json`/`--kwargs-json`/`--print-json`: a call through the ABI.
fn structured(module: &Module, name: &str, args: &RunArgs) -> Result<String, String> {
    use sigil_vm::Dynamic;
    let positional: Vec<Dynamic> = match &args.args_json {
        Some(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Array(items)) => items.iter().map(Dynamic::from_json).collect(),
            Ok(_) => return Err("--args-json must be a JSON array of the arguments".into()),
            Err(e) => return Err(format!("--args-json is not valid JSON: {e}")),
        },
        None => {
            // --print-json with --input: the native arguments.
            let info = module
                .function(name)
                .ok_or_else(|| format!("no function named '@{name}' in the module"))?;
            let mut files = NpyReader::default();
            let mut v = Vec::new();
            for (k, text) in args.inputs.iter().enumerate() {
                let value = input_value(module, info, k, text, &mut files)
                    .map_err(|e| format!("--input {k} ('{text}'): {e}"))?;
                v.push(match value {
                    Value::Buffer(b) => Dynamic::Array(b),
                    Value::Null => Dynamic::None,
                    Value::Int { width: 1, value } => Dynamic::Bool(value != 0),
                    Value::Int { value, .. } | Value::Index(value) => Dynamic::Int(value),
                    Value::F16(f) => Dynamic::Float(f.to_f64()),
                    Value::BF16(f) => Dynamic::Float(f.to_f64()),
                    Value::F32(f) => Dynamic::Float(f as f64),
                    Value::F64(f) => Dynamic::Float(f),
                    other => {
                        return Err(format!(
                            "--input {k}: {} cannot be passed structurally",
                            other.kind()
                        ))
                    }
                });
            }
            v
        }
    };
    let kwargs: Vec<(String, Dynamic)> = match &args.kwargs_json {
        Some(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(m)) => m
                .iter()
                .map(|(k, v)| (k.clone(), Dynamic::from_json(v)))
                .collect(),
            Ok(_) => return Err("--kwargs-json must be a JSON object".into()),
            Err(e) => return Err(format!("--kwargs-json is not valid JSON: {e}")),
        },
        None => Vec::new(),
    };
    let f = module.get_function(name).map_err(|e| e.to_string())?;
    let result = f
        .call_structured(&positional, &kwargs)
        .map_err(|e| e.to_string())?;
    if args.print_json {
        return Ok(format!("{}\n", result.to_json()));
    }
    Ok(format!("EXEC @{name}\n{}\n", result.repr()))
}

/// The `.npy` files `--input`s read arrays from, and where the next array
/// of each starts.
#[derive(Default)]
pub(crate) struct NpyReader {
    files: HashMap<String, (Vec<u8>, usize)>,
}

impl NpyReader {
    /// The array of `path` at its start (`next`: after the array read last
    /// from it, the start if none was), as `expected` if it holds raw
    /// elements.
    fn read(
        &mut self,
        path: &str,
        next: bool,
        expected: Option<ElementType>,
    ) -> Result<BufferView, String> {
        if !self.files.contains_key(path) {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
            self.files.insert(path.to_string(), (bytes, 0));
        }
        let (bytes, offset) = self.files.get_mut(path).expect("inserted above");
        if !next {
            *offset = 0;
        } else if *offset == bytes.len() && *offset > 0 {
            return Err(format!("'{path}' has no array after the ones read before"));
        }
        let (b, used) = sigil_vm::npy::read_one(&bytes[*offset..], expected)
            .map_err(|e| format!("'{path}': {e}"))?;
        *offset += used;
        Ok(b)
    }
}

/// `(path, next)` of an input read from a `.npy` file: `@path` (any name,
/// its first array) or `+path.npy` (its next array).
fn npy_input(text: &str) -> Option<(&str, bool)> {
    let t = text.trim();
    if let Some(path) = t.strip_prefix('@') {
        return Some((path, false));
    }
    t.strip_prefix('+')
        .filter(|p| p.ends_with(".npy"))
        .map(|p| (p, true))
}

/// The value `--input` `k` gives argument `k` of `info`.
pub(crate) fn input_value(
    module: &Module,
    info: &FunctionInfo,
    k: usize,
    text: &str,
    files: &mut NpyReader,
) -> Result<Value, String> {
    let input = match npy_input(text) {
        Some((path, next)) => {
            let elem = match info.arg_kind(k) {
                Some(VmType::Buffer | VmType::MemRef) => {
                    sigil_vm::tensor_signature(module.ir().0, info.arg_type(k)).map(|(e, _)| e)
                }
                _ => None,
            };
            Input::Buffer(files.read(path, next, elem)?)
        }
        None => format::parse_input(text)?,
    };
    let expected = &info.arg_types[k];
    match (info.arg_kind(k), input) {
        (Some(_), Input::Null) => Ok(Value::Null),
        (Some(VmType::Scalar(t)), Input::Number(s)) => format::parse_scalar(t, &s),
        (Some(VmType::Scalar(t)), Input::Typed(ty, s)) => {
            if ty != t.name() {
                return Err(format!("the argument is {expected}, not {ty}"));
            }
            format::parse_scalar(t, &s)
        }
        // A Python int of any size (`!iree_pydm.integer<*>`): `123` or `i64=123`.
        (Some(VmType::BigInt), Input::Number(s)) => sigil_vm::bigint::parse_value(&s),
        (Some(VmType::BigInt), Input::Typed(ty, s)) if ty == "i64" => {
            sigil_vm::bigint::parse_value(&s)
        }
        (Some(VmType::Buffer | VmType::MemRef), input) => {
            let (ctx, _) = module.ir();
            let (elem, shape) = sigil_vm::tensor_signature(ctx, info.arg_type(k))
                .ok_or_else(|| format!("the VM cannot pass {expected}"))?;
            let b = match input {
                Input::Buffer(b) => Rc::new(b),
                Input::Typed(ty, s) => {
                    let e = format::element_type(&ty)
                        .ok_or_else(|| format!("unknown element type '{ty}'"))?;
                    format::scalar_buffer(e, &s)?
                }
                Input::Number(_) => {
                    return Err(format!(
                        "the argument is {expected}: give its shape and type, e.g. '{}=...'",
                        expected.trim_start_matches("tensor<").trim_end_matches('>')
                    ))
                }
                Input::Null => unreachable!(),
            };
            if b.elem != elem {
                return Err(format!(
                    "the argument is {expected}, got a buffer of {}",
                    b.elem.name()
                ));
            }
            if let Some(dims) = shape {
                let fits = dims.len() == b.shape.len()
                    && dims
                        .iter()
                        .zip(&b.shape)
                        .all(|(d, &n)| d.is_none_or(|d| d == n));
                if !fits {
                    return Err(format!("the argument is {expected}, got {}", b.type_text()));
                }
            }
            Ok(Value::Buffer(b))
        }
        (Some(_), other) => Err(format!(
            "the argument is {expected}, which --input cannot give ({other:?})"
        )),
        (None, _) => Err(format!("the VM cannot pass {expected}")),
    }
}
