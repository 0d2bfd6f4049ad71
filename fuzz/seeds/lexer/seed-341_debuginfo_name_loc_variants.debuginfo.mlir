// named locations that alias or inline
"foo.a"() : () -> () loc("a"("b"("c"("d":1:1))))
"foo.b"() : () -> () loc("a"("b"("c"("d":1:1))))
"foo.c"() : () -> () loc(fused["a"("x":1:1), callsite("y":2:2 at "z":3:3)])
