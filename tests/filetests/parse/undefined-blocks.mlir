// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

"foo.region"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"()[^nowhere] : () -> ()
}) : () -> ()

// -----

"foo.region"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
"foo.region"() ({
  // Block names are local to their region.
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
