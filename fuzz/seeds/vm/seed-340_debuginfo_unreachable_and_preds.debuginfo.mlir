// predecessor comments alongside locations
"foo.r"() ({
  "foo.br"()[^bb2] : () -> () loc("br":1:1)
^bb1:
  "foo.ret"() : () -> () loc("ret":2:2)
^bb2(%x: i1 loc("x":3:3)):
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
