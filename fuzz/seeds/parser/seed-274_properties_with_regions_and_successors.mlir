// properties combined with successors and regions
"foo.r"() ({
  "foo.br"()[^bb1] <{weight = 3 : i32}> : () -> ()
^bb1:
  "foo.op"() <{x}> ({
    "foo.y"() : () -> ()
  }, {
  }) : () -> ()
}) : () -> ()
