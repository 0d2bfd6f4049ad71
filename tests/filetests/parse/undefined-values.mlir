// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%missing) : (i32) -> ()

// -----

"foo.region"() ({
  // A value that is never defined, even in a graph region, is an error at its first use.
  // expected-error@+1 {{use of undeclared SSA value name}}
  "foo.use"(%missing) : (i32) -> ()
}) : () -> ()

// -----

// A forward reference to a result number the definition does not have.
// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%g#3) : (i32) -> ()
%g:2 = "foo.def"() : () -> (i64, i32)

// -----

"foo.outer"() ({
  %inner = "foo.def"() : () -> i32
}) : () -> ()
// Values of a nested region are not visible after it.
// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%inner) : (i32) -> ()
