// a block without predecessors
"foo.region"() ({
  "foo.ret"() : () -> ()
^dead:
  "foo.ret"() : () -> ()
^dead2:
  "foo.br"()[^dead] : () -> ()
}) : () -> ()
