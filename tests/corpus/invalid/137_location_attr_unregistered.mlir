// location attr unregistered
// MLIR-ERROR: expected ')' in location
"foo.a"() : () -> () loc(#foo<"x">)
