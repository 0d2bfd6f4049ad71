// location alias dialect attr
// MLIR-ERROR: expected location, but found '#foo<"x">'
#a = #foo<"x">
"foo.a"() : () -> () loc(#a)
