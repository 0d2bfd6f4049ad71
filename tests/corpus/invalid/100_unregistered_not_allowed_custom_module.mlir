// unregistered not allowed custom module
// MLIR-ERROR: custom op 'foo' is unknown (tried 'builtin.foo' as well)
module {
  foo
}
