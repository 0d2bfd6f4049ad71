// integer too large default
// MLIR-ERROR: integer constant out of range for attribute
"foo.a"() {v = 99999999999999999999} : () -> ()
