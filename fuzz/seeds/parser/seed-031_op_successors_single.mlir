// one successor
"foo.region"() ({
  "foo.br"()[^next] : () -> ()
^next:
  "foo.ret"() : () -> ()
}) : () -> ()
