// fused locations with metadata
"foo.a"() : () -> () loc(fused<"meta">["a":1:2, "b":3:4])
"foo.b"() : () -> () loc(fused<#foo.meta>["a":1:2])
"foo.c"() : () -> () loc(fused<{k = 1}>["a":1:2, unknown])
"foo.d"() : () -> () loc(fused<unit>[])
"foo.e"() : () -> () loc(fused<[1, 2]>["x":1:1, "y":2:2])
