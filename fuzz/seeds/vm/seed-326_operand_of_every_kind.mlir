// operands coming from block args of entry and other blocks, groups and outer regions
%top:2 = "foo.top"() : () -> (i32, i64)
"foo.r"() ({
^bb0(%a: i32):
  %v = "foo.v"(%top#1) : (i64) -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1(%b: i32):
  "foo.use"(%a, %b, %v, %top#0) : (i32, i32, i32, i32) -> ()
}) : () -> ()
