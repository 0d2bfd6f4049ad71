// sym_name given as attribute becomes a property
"builtin.module"() ({
  "foo.op"() : () -> ()
}) {sym_name = "m", foo.other = 1} : () -> ()
