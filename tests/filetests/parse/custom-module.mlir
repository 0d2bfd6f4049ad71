// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s

// The custom form `module @name attributes {...} {...}`: the name becomes the sym_name
// property, sym_visibility in the attribute list too, the rest stays discardable. An
// empty body prints its block label. A lone top-level module is the module itself;
// two of them, or a module next to another op, are wrapped in an implicit one.

// CHECK-LABEL: {{^}}"builtin.module"() <{sym_name = "outer"}> ({
// CHECK-NEXT:    "builtin.module"() ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "builtin.module"() <{sym_name = "inner", sym_visibility = "private"}> ({
// CHECK-NEXT:      "foo.x"() : () -> ()
// CHECK-NEXT:    }) {foo.b} : () -> ()
// CHECK-NEXT:    "builtin.module"() <{sym_name = "prefixed"}> ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "builtin.module"() ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) {foo.a = 1 : i32} : () -> ()
module @outer attributes {foo.a = 1 : i32} {
  module {
  }
  module @inner attributes {foo.b, sym_visibility = "private"} {
    "foo.x"() : () -> ()
  }
  builtin.module @prefixed {
  }
  module attributes {} {
  }
}

// -----

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:    "builtin.module"() <{sym_name = "a"}> ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "builtin.module"() <{sym_name = "b"}> ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
module @a {
}
module @b {
}

// -----

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:    "builtin.module"() <{sym_name = "a"}> ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.x"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
module @a {
}
"foo.x"() : () -> ()

// -----

// Alias definitions before a lone module do not make it a second op.
// CHECK-LABEL: {{^}}"builtin.module"() <{sym_name = "c"}> ({
// CHECK-NEXT:    "foo.y"() {v = 1 : i64} : () -> ()
// CHECK-NEXT:  }) : () -> ()
#m = 1
module @c {
  "foo.y"() {v = #m} : () -> ()
}
