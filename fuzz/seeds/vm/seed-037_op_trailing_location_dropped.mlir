// trailing locations are not printed without debuginfo
%0 = "foo.op"() : () -> i32 loc("file.mlir":10:8)
"foo.op"(%0) : (i32) -> () loc(unknown)
"foo.op"() ({
  "foo.inner"() : () -> () loc("a":1:1)
}) : () -> () loc(fused["a":1:1, "b":2:2])
