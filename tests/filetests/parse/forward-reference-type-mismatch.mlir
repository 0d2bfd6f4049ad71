// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// expected-note@+1 {{previously used here with type 'i32'}}
"foo.use"(%f) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%f#0' has type 'i64'}}
%f = "foo.def"() : () -> i64

// -----

// expected-note@+1 {{previously used here with type 'f32'}}
"foo.use"(%g#1) : (f32) -> ()
// expected-error@+1 {{definition of SSA value '%g#1' has type 'f16'}}
%g:2 = "foo.def"() : () -> (i1, f16)

// -----

// Two forward uses with different types: the second use is the error.
// expected-error@+2 {{use of value '%f' expects different type than prior uses: 'i64' vs 'i32'}}
// expected-note@+1 {{prior use here}}
"foo.use"(%f, %f) : (i32, i64) -> ()
%f = "foo.def"() : () -> i32

// -----

// expected-note@+1 {{prior use here}}
%f = "foo.def"() : () -> i64
// expected-error@+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'i64'}}
"foo.use"(%f) : (i32) -> ()
