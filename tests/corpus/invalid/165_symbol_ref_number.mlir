// symbol ref number
// MLIR-ERROR: @ identifier expected to start with letter or '_'
"foo.a"() {v = @123} : () -> ()
