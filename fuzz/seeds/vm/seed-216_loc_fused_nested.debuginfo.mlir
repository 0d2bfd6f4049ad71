// fused locations inside fused locations
"foo.a"() : () -> () loc(fused["a":1:1, fused["b":2:2, "c":3:3]])
"foo.b"() : () -> () loc(fused[fused<"m">["x":1:1, "y":2:2], "z":3:3])
