// result index out of range
// MLIR-ERROR: reference to invalid result number
%a:2 = "foo.a"() : () -> (i32, i32)
"foo.b"(%a#2) : (i32) -> ()
