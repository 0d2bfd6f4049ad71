// call site locations
"foo.a"() : () -> () loc(callsite("callee":1:2 at "caller":3:4))
"foo.b"() : () -> () loc(callsite("f"("a":1:1) at callsite("b":2:2 at "c":3:3)))
"foo.c"() : () -> () loc(callsite(unknown at unknown))
