// builtin pretty attr no hook
// MLIR-ERROR: dialect 'builtin' provides no attribute parsing hook
"foo.a"() {a = #builtin<bogus>} : () -> ()
