// unknown as the child of name and callsite locations
"foo.a"() : () -> () loc("n"(unknown))
"foo.b"() : () -> () loc(callsite(unknown at "x":1:1))
"foo.c"() : () -> () loc(callsite("x":1:1 at unknown))
