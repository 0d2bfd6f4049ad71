// location aliases are numbered in the order the printer meets them
"foo.r"() ({
  "foo.inner"() : () -> () loc("inner":1:1)
}) : () -> () loc("outer":2:2)
"foo.x"() {l = loc("attr":3:3)} : () -> () loc(callsite("c":4:4 at "d":5:5))
