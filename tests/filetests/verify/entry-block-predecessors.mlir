// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// expected-error@+1 {{entry block of region may not have predecessors}}
"foo.r"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// Also when the branch comes from another block, and when the entry block is named.
// expected-error@+1 {{entry block of region may not have predecessors}}
"foo.r"() ({
^entry:
  "foo.br"()[^next] : () -> ()
^next:
  "foo.br"()[^entry] : () -> ()
}) : () -> ()

// -----

"foo.outer"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // The error is reported on the op owning the region, here the nested one.
  // expected-error@+1 {{entry block of region may not have predecessors}}
  "foo.inner"() ({
  ^bb0(%a: i32):
    "foo.br"(%a)[^bb0] : (i32) -> ()
  }) : () -> ()
  "foo.ret"() : () -> ()
}) : () -> ()
