// successors naming blocks defined later
"foo.region"() ({
  "foo.br"()[^later, ^later2] : () -> ()
^later2:
  "foo.br"()[^later3] : () -> ()
^later:
  "foo.br"()[^later3] : () -> ()
^later3:
  "foo.ret"() : () -> ()
}) : () -> ()
