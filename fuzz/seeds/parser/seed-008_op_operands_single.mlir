// one operand
%0 = "foo.def"() : () -> i64
"foo.use"(%0) : (i64) -> ()
