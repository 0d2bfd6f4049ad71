// fused locations
"foo.a"() : () -> () loc(fused["a":1:2, "b":3:4])
"foo.b"() : () -> () loc(fused["a":1:2, "b":3:4, "c":5:6])
"foo.c"() : () -> () loc(fused["a":1:2, "a":1:2])
"foo.d"() : () -> () loc(fused["a":1:2, unknown])
"foo.e"() : () -> () loc(fused["only":1:1])
"foo.f"() : () -> () loc(fused[])
