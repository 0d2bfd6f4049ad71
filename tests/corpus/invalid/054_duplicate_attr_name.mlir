// duplicate attr name
// MLIR-ERROR: duplicate key 'a' in dictionary attribute
"foo.a"() {a = 1, a = 2} : () -> ()
