// location deferred alias not a location
// MLIR-ERROR: expected location, but found '1 : i32'
"foo.a"() : () -> () loc(#a)
#a = 1 : i32
