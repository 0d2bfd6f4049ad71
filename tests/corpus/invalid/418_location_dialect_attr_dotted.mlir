// location dialect attr dotted
// MLIR-ERROR: expected location attribute, but got#foo.bar
"foo.a"() : () -> () loc(#foo.bar)
