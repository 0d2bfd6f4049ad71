// type alias redefinition
// MLIR-ERROR: redefinition of type alias id 'a'
!a = i32
!a = i64
"foo.a"() : () -> ()
