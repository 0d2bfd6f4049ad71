// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// Every way to place an expected diagnostic; this file must pass as is.

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%missing) : (i32) -> ()

// -----

// expected-error@+3 {{use of undeclared SSA value name}}
// Lines in between do not matter.

"foo.use"(%missing) : (i32) -> ()

// -----

"foo.use"(%missing) : (i32) -> () // expected-error {{undeclared SSA value}}

// -----

"foo.use"(%missing) : (i32) -> ()
// expected-error@-1 {{undeclared SSA value}}

// -----

"foo.use"(%missing) : (i32) -> ()
// expected-error@above {{undeclared SSA value}}

// -----

// @above skips the annotation lines above it (but not blank lines).
%0 = "foo.a"() : () -> i32
%0 = "foo.b"() : () -> i32
// expected-note@-2 {{previously defined here}}
// expected-error@above {{redefinition of SSA value '%0'}}

// -----

// expected-error@below {{undeclared SSA value}}
"foo.use"(%missing) : (i32) -> ()

// -----

// expected-error-re@+1 {{use of {{[a-z]+}} SSA value {{name$}}}}
"foo.use"(%missing) : (i32) -> ()

// -----

// Notes are expected like errors.
// expected-note@+1 {{previously defined here}}
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.b"() : () -> i32

// -----

// A text that is in the message, anywhere.
// expected-error@+1 {{value}}
"foo.use"(%missing) : (i32) -> ()
