// several successors, repeated targets and self loops
"foo.region"() ({
  %c = "foo.cond"() : () -> i1
  "foo.switch"(%c)[^a, ^b, ^a, ^c] : (i1) -> ()
^a:
  "foo.br"()[^a] : () -> ()
^b:
  "foo.br"()[^c] : () -> ()
^c:
  "foo.ret"() : () -> ()
}) : () -> ()
