// bad location
// MLIR-ERROR: expected location attribute, but got#foo.loc
"foo.a"() : () -> () loc(#foo.loc)
