// symbol ref bad
// MLIR-ERROR: @ identifier expected to start with letter or '_'
"foo.a"() {a = @} : () -> ()
