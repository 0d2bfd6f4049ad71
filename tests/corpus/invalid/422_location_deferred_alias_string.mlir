// location deferred alias string
// MLIR-ERROR: expected location, but found '"s"'
"foo.a"() : () -> () loc(#a)
#a = "s"
