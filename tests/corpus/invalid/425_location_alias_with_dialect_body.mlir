// location alias with dialect body
// MLIR-ERROR: expected ')' in location
#foo = loc("a":1:2)
"foo.a"() : () -> () loc(#foo<"x">)
