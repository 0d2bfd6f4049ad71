// location aliases defined in the input
#loc_a = loc("a.c":1:1)
#loc_b = loc(callsite(#loc_a at "b.c":2:2))
"foo.a"() : () -> () loc(#loc_a)
"foo.b"() : () -> () loc(#loc_b)
"foo.c"() : () -> () loc(fused[#loc_a, #loc_b])
