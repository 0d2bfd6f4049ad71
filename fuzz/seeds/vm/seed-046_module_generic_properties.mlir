// module with properties sym_name and sym_visibility
"builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
  "foo.op"() : () -> ()
}) : () -> ()
