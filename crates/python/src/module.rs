//! `sigil.Module` and `sigil.Function`.
//!
//! The VM's module holds `Rc`s and caches (compiled functions, stacks), so
//! it is not shared between threads. A Python `Module` keeps the source
//! text; each thread that calls into it gets its own VM instance, parsed on
//! that thread's first call and kept in a thread-local table, so calls from
//! many threads run in parallel with the GIL released. A module with
//! mutable globals (`util.global mutable`, `memref.global` that is not
//! `constant`) has state that every call must see: its calls all go to one
//! instance behind a lock, in whichever thread makes them.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use pyo3::exceptions::{PyAttributeError, PyKeyError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use sigil_vm::Error;

use crate::convert::{self, Val};
use crate::errors::to_py_err;

/// What every instance of a module is made from.
pub struct Source {
    id: u64,
    name: String,
    text: Vec<u8>,
    /// The native tier's mode for every instance (`sigil_jit`).
    jit: sigil_vm::JitMode,
    /// The one instance of a module with mutable state.
    shared: Option<Mutex<SendModule>>,
}

/// A VM module that only ever runs under its [`Source::shared`] lock.
struct SendModule(sigil_vm::Module);

// SAFETY: every `Rc` and `RefCell` inside the module is reached only
// through `Source::shared`'s mutex, one thread at a time, and nothing that
// holds one leaves the lock: arguments are built and results taken apart
// into plain data (`convert::Val`) while it is held.
unsafe impl Send for SendModule {}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// One thread's instance of a module: the source it was made from (to
/// drop instances of modules Python has freed), its id, the instance.
type Instance = (Weak<Source>, u64, std::rc::Rc<sigil_vm::Module>);

thread_local! {
    /// This thread's instances of the modules it has called into.
    static INSTANCES: RefCell<Vec<Instance>> = const { RefCell::new(Vec::new()) };
}

fn has_mutable_state(m: &sigil_vm::Module) -> bool {
    let (ctx, module) = m.ir();
    let mut found = false;
    module.ir.walk(module.top, &mut |op| {
        let o = module.ir.op(op);
        let name = ctx.str_bytes(o.name);
        let flag = |key: &[u8]| {
            o.props.and_then(|p| ctx.dict_get(p, key)).is_some()
                || module
                    .ir
                    .attrs(op)
                    .iter()
                    .any(|e| ctx.str_bytes(e.name) == key)
        };
        if (name == b"util.global" && flag(b"is_mutable"))
            || (name == b"memref.global" && !flag(b"constant"))
        {
            found = true;
        }
    });
    found
}

impl Source {
    /// Parses and verifies the module; errors are `ParseError`/`VerifyError`.
    /// Parses and verifies the module once: the result is the shared
    /// instance of a module with mutable state, else the loading thread's.
    pub fn new(text: Vec<u8>, name: String, jit: sigil_vm::JitMode) -> Result<Arc<Source>, Error> {
        let first = sigil_vm::Module::parse(text.clone(), &name)?;
        sigil_jit::set_jit(&first, jit);
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        if has_mutable_state(&first) {
            return Ok(Arc::new(Source {
                id,
                name,
                text,
                jit,
                shared: Some(Mutex::new(SendModule(first))),
            }));
        }
        let source = Arc::new(Source {
            id,
            name,
            text,
            jit,
            shared: None,
        });
        INSTANCES.with(|t| {
            let mut t = t.borrow_mut();
            t.retain(|(w, _, _)| w.strong_count() > 0);
            t.push((Arc::downgrade(&source), id, std::rc::Rc::new(first)));
        });
        Ok(source)
    }

    /// Runs `f` on an instance of this module for the current thread.
    pub fn with_instance<R>(
        self: &Arc<Source>,
        f: impl FnOnce(&sigil_vm::Module) -> R,
    ) -> Result<R, Error> {
        if let Some(shared) = &self.shared {
            let guard = shared.lock().unwrap_or_else(|p| p.into_inner());
            return Ok(f(&guard.0));
        }
        let found = INSTANCES.with(|t| {
            t.borrow()
                .iter()
                .find(|(_, id, _)| *id == self.id)
                .map(|(_, _, m)| m.clone())
        });
        let m = match found {
            Some(m) => m,
            None => {
                let m = std::rc::Rc::new(sigil_vm::Module::parse(self.text.clone(), &self.name)?);
                sigil_jit::set_jit(&m, self.jit);
                INSTANCES.with(|t| {
                    let mut t = t.borrow_mut();
                    t.retain(|(w, _, _)| w.strong_count() > 0);
                    t.push((Arc::downgrade(self), self.id, m.clone()));
                });
                m
            }
        };
        Ok(f(&m))
    }
}

/// A module's public functions, and their positions by name.
type Functions = (Vec<Py<Function>>, HashMap<String, usize>);

/// What Python sees of a function, read once at load.
struct FunctionMeta {
    name: String,
    /// Its number in every instance of the module.
    id: u32,
    declaration: String,
    reflection: Vec<(String, String)>,
    arg_types: Vec<String>,
    result_types: Vec<String>,
    /// A PyDM function's argument and result kinds.
    pydm: Option<sigil_vm::pydm::PydmSignature>,
}

/// A loaded MLIR module: its public functions by name.
#[pyclass(frozen, module = "sigil")]
pub struct Module {
    source: Arc<Source>,
    functions: Vec<Py<Function>>,
    by_name: HashMap<String, usize>,
}

impl Module {
    pub fn load(
        py: Python<'_>,
        text: Vec<u8>,
        name: String,
        jit: sigil_vm::JitMode,
    ) -> PyResult<Module> {
        let source = Source::new(text, name, jit).map_err(to_py_err)?;
        let (functions, by_name) = source
            .with_instance(|first| Module::describe(py, &source, first))
            .map_err(to_py_err)??;
        Ok(Module {
            source,
            functions,
            by_name,
        })
    }
    /// The public functions of `first`, as Python sees them.
    fn describe(
        py: Python<'_>,
        source: &Arc<Source>,
        first: &sigil_vm::Module,
    ) -> PyResult<Functions> {
        let declarations = declarations(first);
        let mut functions = Vec::new();
        let mut by_name = HashMap::new();
        for info in first.functions().filter(|f| f.public) {
            let reflection = first.reflection(&info.name);
            let declaration = reflection
                .iter()
                .find(|(k, _)| k == "iree.abi.declaration")
                .map(|(_, v)| v.clone())
                .or_else(|| declarations.get(&info.name).cloned())
                .unwrap_or_else(|| format!("func {}", info.declaration()));
            let meta = FunctionMeta {
                name: info.name.clone(),
                id: first.function_id(&info.name).map_err(to_py_err)?,
                declaration,
                reflection,
                arg_types: info.arg_types.clone(),
                result_types: info.result_types.clone(),
                pydm: info.pydm.clone(),
            };
            by_name.insert(info.name.clone(), functions.len());
            functions.push(Py::new(
                py,
                Function {
                    source: source.clone(),
                    meta,
                },
            )?);
        }
        Ok((functions, by_name))
    }
}

/// `iree.abi.declaration` of every public `func.func`, as the ABI pass
/// would write it.
fn declarations(m: &sigil_vm::Module) -> HashMap<String, String> {
    let (ctx, module) = m.ir();
    match sigil_passes::reflect_functions(ctx, module) {
        Ok(fs) => fs
            .into_iter()
            .map(|f| (f.name, f.reflection.declaration))
            .collect(),
        Err(_) => HashMap::new(),
    }
}

#[pymethods]
impl Module {
    /// The names of the module's public functions, in source order.
    #[getter]
    fn functions(&self) -> Vec<String> {
        self.functions
            .iter()
            .map(|f| f.get().meta.name.clone())
            .collect()
    }

    /// The name the module was loaded under (its path, or `<string>`).
    #[getter]
    fn name(&self) -> &str {
        &self.source.name
    }

    fn __getitem__(&self, py: Python<'_>, name: &str) -> PyResult<Py<Function>> {
        match self.by_name.get(name) {
            Some(&i) => Ok(self.functions[i].clone_ref(py)),
            None => Err(PyKeyError::new_err(name.to_string())),
        }
    }

    fn __getattr__(&self, py: Python<'_>, name: &str) -> PyResult<Py<Function>> {
        match self.by_name.get(name) {
            Some(&i) => Ok(self.functions[i].clone_ref(py)),
            None => Err(PyAttributeError::new_err(format!(
                "module '{}' has no public function '{name}'",
                self.source.name
            ))),
        }
    }

    fn __contains__(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    fn __len__(&self) -> usize {
        self.functions.len()
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let names = PyList::new(py, self.functions.iter().map(|f| f.get().meta.name.clone()))?;
        Ok(names.call_method0("__iter__")?.unbind())
    }

    fn __dir__(&self) -> Vec<String> {
        let mut v: Vec<String> = ["functions", "name"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        v.extend(self.functions.iter().map(|f| f.get().meta.name.clone()));
        v
    }

    fn __repr__(&self) -> String {
        let names: Vec<&str> = self
            .functions
            .iter()
            .map(|f| f.get().meta.name.as_str())
            .collect();
        format!(
            "<sigil.Module '{}': {}>",
            self.source.name,
            names.join(", ")
        )
    }
}

/// A public function of a module; call it with Python values.
#[pyclass(frozen, module = "sigil")]
pub struct Function {
    source: Arc<Source>,
    meta: FunctionMeta,
}

impl Function {
    /// A PyDM function's call: an unboxed-list argument goes from the
    /// Python list straight to its raw elements, everything else through
    /// the ordinary conversion.
    fn call_pydm<'py>(
        &self,
        py: Python<'py>,
        sig: &sigil_vm::pydm::PydmSignature,
        args: &Bound<'py, PyTuple>,
        inputs: &mut convert::Inputs,
    ) -> PyResult<Bound<'py, PyAny>> {
        use sigil_vm::pydm::PyKind;
        enum Arg {
            Val(convert::Val),
            Unboxed(sigil_vm::ScalarType, convert::Scalars),
        }
        let mut pre = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            if let Some(&PyKind::UnboxedList(t)) = sig.args.get(k) {
                let bits = convert::unboxed_list(&a, t).map_err(|e| {
                    crate::errors::ElementTypeMismatch::new_err(format!(
                        "argument {k}: {}",
                        e.value(py)
                    ))
                })?;
                if let Some(bits) = bits {
                    pre.push(Arg::Unboxed(t, bits));
                    continue;
                }
            }
            pre.push(Arg::Val(convert::from_py(&a, 0, inputs)?));
        }
        let id = self.meta.id;
        let source = &self.source;
        let sig = sig.clone();
        let out: Result<convert::Val, Error> = py.detach(move || {
            source
                .with_instance(|m| {
                    let mut arrays = Vec::new();
                    let args =
                        pre.into_iter()
                            .map(|a| match a {
                                Arg::Val(v) => sigil_vm::pydm::PydmArg::Dynamic(
                                    convert::to_dynamic(v, &mut arrays),
                                ),
                                Arg::Unboxed(t, bits) => {
                                    sigil_vm::pydm::PydmArg::Unboxed(t, bits.into_bits())
                                }
                            })
                            .collect();
                    let f = m
                        .function_by_id(id)
                        .expect("the same text gives the same functions");
                    let result = f.call_pydm_args(&sig, args)?;
                    Ok(convert::from_dynamic(result, &arrays))
                })
                .and_then(|r| r)
        });
        let out = out.map_err(to_py_err)?;
        convert::to_py(py, out, &inputs.arrays)
    }
}

#[pymethods]
impl Function {
    /// The function's name.
    #[getter]
    fn name(&self) -> &str {
        &self.meta.name
    }

    /// IREE's `iree.abi.declaration` text.
    #[getter]
    fn declaration(&self) -> &str {
        &self.meta.declaration
    }

    /// The function's `iree.reflection` entries (and a bare `iree.abi`).
    #[getter]
    fn reflection<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in &self.meta.reflection {
            d.set_item(k, v)?;
        }
        Ok(d)
    }

    /// The `iree.abi` records as plain lists and dicts, or `None`.
    #[getter]
    fn abi<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.meta.reflection.iter().find(|(k, _)| k == "iree.abi") {
            Some((_, json)) => py.import("json")?.call_method1("loads", (json,)),
            None => Ok(py.None().into_bound(py)),
        }
    }

    /// The MLIR types of the arguments.
    #[getter]
    fn argument_types(&self) -> Vec<String> {
        self.meta.arg_types.clone()
    }

    /// The MLIR types of the results.
    #[getter]
    fn result_types(&self) -> Vec<String> {
        self.meta.result_types.clone()
    }

    fn __repr__(&self) -> String {
        format!("<sigil.Function {}>", self.meta.declaration)
    }

    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let mut inputs = convert::Inputs {
            arrays: Vec::new(),
            lend: self.source.shared.is_none(),
            strict_ints: self.meta.pydm.is_some(),
        };
        if let (Some(sig), None) = (&self.meta.pydm, kwargs) {
            return self.call_pydm(py, sig, args, &mut inputs);
        }
        let mut pos = Vec::with_capacity(args.len());
        for a in args.iter() {
            pos.push(convert::from_py(&a, 0, &mut inputs)?);
        }
        let mut kw = Vec::new();
        if let Some(kwargs) = kwargs {
            // A snapshot: converting a value may run Python code.
            for kv in kwargs.items().iter() {
                let (k, v): (Bound<'_, PyAny>, Bound<'_, PyAny>) = kv.extract()?;
                let key = convert::text(k.cast::<PyString>()?)?;
                kw.push((key, convert::from_py(&v, 0, &mut inputs)?));
            }
        }
        let id = self.meta.id;
        let source = &self.source;
        let out: Result<Val, Error> = py.detach(move || {
            source
                .with_instance(|m| {
                    let mut arrays = Vec::new();
                    let pos: Vec<_> = pos
                        .into_iter()
                        .map(|v| convert::to_dynamic(v, &mut arrays))
                        .collect();
                    let kw: Vec<_> = kw
                        .into_iter()
                        .map(|(k, v)| (k, convert::to_dynamic(v, &mut arrays)))
                        .collect();
                    let f = m
                        .function_by_id(id)
                        .expect("the same text gives the same functions");
                    let result = f.call_structured(&pos, &kw)?;
                    drop(pos);
                    drop(kw);
                    Ok(convert::from_dynamic(result, &arrays))
                })
                .and_then(|r| r)
        });
        let out = out.map_err(to_py_err)?;
        convert::to_py(py, out, &inputs.arrays)
    }
}
