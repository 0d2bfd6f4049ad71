// nested symbol bad
// MLIR-ERROR: expected nested symbol reference identifier
"foo.a"() {a = @a::b} : () -> ()
