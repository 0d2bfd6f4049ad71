// unregistered dialect custom
// MLIR-ERROR: Dialect `foo' not found for custom op 'foo.bar'
foo.bar %x
