// location fused alias not a location
// MLIR-ERROR: expected location attribute, but got1 : i32
#a = 1 : i32
"foo.a"() : () -> () loc(fused[#a])
