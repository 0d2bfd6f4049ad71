//! `sigil run`: calls a function of a module, a drop-in for
//! `iree-run-module` (same `--function`/`--input`/`--output` flags, same
//! printed results), straight from MLIR source.

use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use clap::Args;
use sigil_vm::format::{self, Input};
use sigil_vm::{FunctionInfo, Limits, Module, Value, VmType};

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The module (`.mlir`), or `-` for standard input.
    pub module_path: Option<PathBuf>,
    /// The module, as `iree-run-module` names it.
    #[arg(long = "module", value_name = "FILE")]
    pub module: Option<PathBuf>,
    /// The function to call (with or without `@`).
    #[arg(long = "function", value_name = "NAME")]
    pub function: Option<String>,
    /// One argument: `5`, `1.5`, `i64=5`, `2x3xf32=1 2 3 4 5 6`,
    /// `2x3xf32=@data.bin`, `@array.npy`, `(null)`. Repeat per argument.
    #[arg(long = "input", value_name = "VALUE", allow_hyphen_values = true)]
    pub inputs: Vec<String>,
    /// Where to write result i (`@out.npy`; empty to skip). Repeat per result.
    #[arg(long = "output", value_name = "@FILE")]
    pub outputs: Vec<String>,
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
    /// Frames on the call stack at most.
    #[arg(long = "max-call-depth", default_value_t = 100_000)]
    pub max_call_depth: usize,
    /// Backward branches plus calls at most (unbounded when absent).
    #[arg(long = "max-steps")]
    pub max_steps: Option<u64>,
    /// Bytes of tensor storage live at once at most (`4G`, `512M`, `100K`
    /// or bytes; default half the machine's memory).
    #[arg(long = "max-memory", value_parser = parse_bytes)]
    pub max_memory: Option<usize>,
    /// Native code: `off` (interpreter only), `auto` (hot functions: with a
    /// loop, or called often) or `always`. Default: $SIGIL_JIT, else auto.
    #[arg(long = "jit", value_name = "MODE")]
    pub jit: Option<sigil_vm::JitMode>,
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

/// The run-time limits the flags ask for (the defaults elsewhere).
pub fn limits(max_call_depth: usize, max_steps: Option<u64>, max_memory: Option<usize>) -> Limits {
    Limits {
        max_call_depth,
        max_steps: max_steps.unwrap_or(u64::MAX),
        max_tensor_bytes: max_memory.unwrap_or_else(sigil_vm::exec::default_max_memory),
        ..Limits::default()
    }
}

pub fn run(args: &RunArgs) -> ExitCode {
    match run_inner(args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprint!("{}", ensure_newline(&msg));
            ExitCode::from(1)
        }
    }
}

fn ensure_newline(s: &str) -> String {
    if s.ends_with('\n') {
        s.to_string()
    } else {
        format!("{s}\n")
    }
}

fn run_inner(args: &RunArgs) -> Result<String, String> {
    let path = args
        .module
        .clone()
        .or_else(|| args.module_path.clone())
        .ok_or("sigil run: no module given (a path, or --module=FILE)")?;
    let module = Module::load(&path).map_err(|e| e.to_string())?;
    module.set_limits(limits(args.max_call_depth, args.max_steps, args.max_memory));
    sigil_jit::set_jit(&module, jit_mode(args.jit)?);
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
        .ok_or("sigil run: no --function given (see --list)")?;
    let bare = name.strip_prefix('@').unwrap_or(name);
    let info = module.function(bare).ok_or_else(|| {
        format!("sigil run: no function named '@{bare}' in the module (see --list)")
    })?;
    if args.args_json.is_some() || args.kwargs_json.is_some() || args.print_json {
        return structured(&module, bare, args);
    }
    if args.inputs.len() != info.arg_types.len() {
        return Err(format!(
            "sigil run: @{bare} takes {} argument{} ({}), got {} --input",
            info.arg_types.len(),
            if info.arg_types.len() == 1 { "" } else { "s" },
            info.arg_types.join(", "),
            args.inputs.len()
        ));
    }
    let mut values = Vec::new();
    for (k, text) in args.inputs.iter().enumerate() {
        let v = input_value(&module, info, k, text)
            .map_err(|e| format!("sigil run: --input {k} ('{text}'): {e}"))?;
        values.push(v);
    }
    let results = module.call(bare, &values).map_err(|e| e.to_string())?;
    let mut out = format!("EXEC @{bare}\n");
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
    for (i, o) in args.outputs.iter().enumerate() {
        if o.is_empty() {
            continue;
        }
        let Some(path) = o.strip_prefix('@') else {
            return Err(format!(
                "sigil run: --output {i} ('{o}'): expected @FILE.npy"
            ));
        };
        let Some(v) = results.get(i) else {
            return Err(format!(
                "sigil run: --output {i}: @{bare} has only {} results",
                results.len()
            ));
        };
        let Value::Buffer(b) = v else {
            return Err(format!(
                "sigil run: --output {i}: result {i} is {}, not a buffer view",
                v.kind()
            ));
        };
        let bytes = sigil_vm::npy::write(b).map_err(|e| format!("sigil run: --output {i}: {e}"))?;
        std::fs::write(path, bytes)
            .map_err(|e| format!("sigil run: cannot write '{path}': {e}"))?;
    }
    Ok(out)
}

/// `--args-json`/`--kwargs-json`/`--print-json`: a call through the ABI.
fn structured(module: &Module, name: &str, args: &RunArgs) -> Result<String, String> {
    use sigil_vm::Dynamic;
    if !args.inputs.is_empty() && args.args_json.is_some() {
        return Err("sigil run: give arguments with --input or --args-json, not both".into());
    }
    let positional: Vec<Dynamic> = match &args.args_json {
        Some(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Array(items)) => items.iter().map(Dynamic::from_json).collect(),
            Ok(_) => {
                return Err("sigil run: --args-json must be a JSON array of the arguments".into())
            }
            Err(e) => return Err(format!("sigil run: --args-json is not valid JSON: {e}")),
        },
        None => {
            // --print-json with --input: the native arguments.
            let info = module.function(name).ok_or("no such function")?;
            let mut v = Vec::new();
            for (k, text) in args.inputs.iter().enumerate() {
                let value = input_value(module, info, k, text)
                    .map_err(|e| format!("sigil run: --input {k} ('{text}'): {e}"))?;
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
                            "sigil run: --input {k}: {} cannot be passed structurally",
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
            Ok(_) => return Err("sigil run: --kwargs-json must be a JSON object".into()),
            Err(e) => return Err(format!("sigil run: --kwargs-json is not valid JSON: {e}")),
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

/// The value `--input` `k` gives argument `k` of `info`.
pub(crate) fn input_value(
    module: &Module,
    info: &FunctionInfo,
    k: usize,
    text: &str,
) -> Result<Value, String> {
    let input = format::parse_input(text)?;
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
