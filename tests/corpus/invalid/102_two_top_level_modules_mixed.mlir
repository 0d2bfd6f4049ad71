// two top level modules mixed
// MLIR-ERROR: expected operation name in quotes
module {
}
"foo.a"() : () -> ()
^bb1:
