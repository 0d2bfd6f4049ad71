// location alias not a location
// MLIR-ERROR: expected location, but found '1 : i32'
#a = 1 : i32
"foo.a"() : () -> () loc(#a)
