// ops with only successors in a chain, including self loops
"foo.r"() ({
  "foo.br"()[^a] : () -> ()
^a:
  "foo.br"()[^a, ^b, ^b] : () -> ()
^b:
  "foo.br"()[^c, ^a] : () -> ()
^c:
  "foo.br"()[^c] : () -> ()
}) : () -> ()
