// generic builtin.module at top level is not wrapped again
"builtin.module"() ({
  "foo.op"() : () -> ()
}) : () -> ()
