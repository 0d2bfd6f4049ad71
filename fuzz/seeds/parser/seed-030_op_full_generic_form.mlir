// operands, successors, properties, regions, attributes and location in one op
"foo.region"() ({
  %0 = "foo.def"() : () -> i32
  "foo.br"(%0)[^bb1, ^bb2] <{p = 0}> ({
    "foo.x"() : () -> ()
  }) {a = 1} : (i32) -> () loc("here":1:1)
^bb1:
  "foo.ret"() : () -> ()
^bb2:
  "foo.ret"() : () -> ()
}) : () -> ()
