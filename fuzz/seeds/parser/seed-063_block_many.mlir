// a region with many blocks
"foo.region"() ({
  "foo.br"()[^b1] : () -> ()
^b1:
  "foo.br"()[^b2] : () -> ()
^b2:
  "foo.br"()[^b3] : () -> ()
^b3:
  "foo.br"()[^b4] : () -> ()
^b4:
  "foo.br"()[^b5] : () -> ()
^b5:
  "foo.br"()[^b6] : () -> ()
^b6:
  "foo.br"()[^b7] : () -> ()
^b7:
  "foo.br"()[^b8] : () -> ()
^b8:
  "foo.br"()[^b9] : () -> ()
^b9:
  "foo.br"()[^b10] : () -> ()
^b10:
  "foo.br"()[^b11] : () -> ()
^b11:
  "foo.ret"() : () -> ()
}) : () -> ()
