// type alias with dot
// MLIR-ERROR: type names with a '.' are reserved for dialect-defined names
!a.b = i32
"foo.a"() : () -> ()
