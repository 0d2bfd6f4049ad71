// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// expected-error@+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "foo.op"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%a, %b = "foo.op"() : () -> (i32, i32, i32)

// -----

%0:2 = "foo.op"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"foo.use"(%0#2) : (i32) -> ()

// -----

%0 = "foo.op"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"foo.use"(%0#1) : (i32) -> ()
