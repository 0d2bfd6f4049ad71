// value group use out of range fwd
// MLIR-ERROR: use of undeclared SSA value name
"foo.u"(%v#3) : (i32) -> ()
%v:2 = "foo.d"() : () -> (i32, i32)
