// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// expected-note@+1 {{previously defined here}}
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.b"() : () -> i32

// -----

"foo.region"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.region"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb0] : () -> ()
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// A group name is a redefinition too, whatever the number of results.
// expected-note@+1 {{previously defined here}}
%g:2 = "foo.a"() : () -> (i32, i32)
// expected-error@+1 {{redefinition of SSA value '%g'}}
%g = "foo.b"() : () -> i32
