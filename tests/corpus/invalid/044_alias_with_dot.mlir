// alias with dot
// MLIR-ERROR: attribute names with a '.' are reserved for dialect-defined names
#a.b = 1
"foo.a"() : () -> ()
