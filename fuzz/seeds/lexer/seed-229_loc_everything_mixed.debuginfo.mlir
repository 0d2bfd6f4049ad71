// a mix of ops with and without locations
%0 = "foo.a"() : () -> i32 loc("a":1:1)
%1 = "foo.b"(%0) : (i32) -> i32
"foo.r"(%1) ({
^bb0(%x: i32 loc("arg":9:9)):
  %2 = "foo.c"(%x) : (i32) -> i32 loc(fused["p":1:1, "q":2:2])
  "foo.d"(%2) : (i32) -> ()
}) : (i32) -> () loc("r"("s":3:3))
