// bare op name unregistered
// MLIR-ERROR: Dialect `foo' not found for custom op 'foo.bar'
foo.bar
