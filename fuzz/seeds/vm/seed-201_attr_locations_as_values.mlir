// locations used as attribute values
"foo.attrs"() {a00 = loc(unknown), a01 = loc("a":1:2), a02 = loc("n"("a":1:2)), a03 = loc(callsite("a":1:2 at "b":3:4)), a04 = loc(fused["a":1:2, "b":3:4]), a05 = [loc("x":5:6)]} : () -> ()
