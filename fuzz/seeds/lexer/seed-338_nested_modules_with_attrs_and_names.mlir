// nested modules with names, visibility and attributes
"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "private_inner", sym_visibility = "private"}> ({
    "foo.op"() : () -> ()
  }) {foo.level = 2 : i32} : () -> ()
  "builtin.module"() <{sym_visibility = "nested"}> ({
  ^bb0:
  }) : () -> ()
}) {foo.level = 1 : i32} : () -> ()
