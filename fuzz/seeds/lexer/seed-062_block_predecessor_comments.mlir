// predecessor comments list duplicates and order
"foo.region"() ({
  "foo.br"()[^bb3, ^bb1, ^bb3] : () -> ()
^bb1:
  "foo.br"()[^bb3, ^bb2] : () -> ()
^bb2:
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb3:
  "foo.ret"() : () -> ()
}) : () -> ()
