// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// The exact text of common syntax errors, as mlir-opt words them: the regex
// anchors {{^}} and {{$}} make sure nothing is added to the message.

// expected-error-re@+1 {{{{^}}expected ')'{{$}}}}
"foo.op"() : () -> (i32 i32)

// -----

// expected-error-re@+1 {{{{^}}expected ']'{{$}}}}
"foo.op"() {d = dense<[[1 2]]> : tensor<1x2xi32>} : () -> ()

// -----

"foo.op"() ({
// expected-error-re@+1 {{{{^}}expected ')'{{$}}}}
^entry(%a: i32 %b: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error-re@+1 {{{{^}}expected SSA operand{{$}}}}
^entry( x
}) : () -> ()

// -----

// expected-error-re@+1 {{{{^}}expected '>' in vector type{{$}}}}
"foo.op"() : () -> vector<2x[4]xf32 x>

// -----

// expected-error-re@+1 {{{{^}}invalid dimension{{$}}}}
"foo.op"() : () -> vector<2x[x]xf32>

// -----

// expected-error-re@+1 {{{{^}}expected '>' in affine map{{$}}}}
"foo.op"() {m = affine_map<(d0) -> (d0) x} : () -> ()

// -----

// expected-error-re@+1 {{{{^}}expected '>' in integer set{{$}}}}
"foo.op"() {m = affine_set<(d0) : (d0 >= 0) x} : () -> ()

// -----

// expected-error-re@+1 {{{{^}}@ identifier expected to start with letter or '_'{{$}}}}
"foo.op"() {a = @a::@ x} : () -> ()

// -----

// A lone slash (not a comment) where an op is expected.
// expected-error-re@+1 {{{{^}}expected operation name in quotes{{$}}}}
/ x

// -----

// -0 is out of range for any integer type.
// expected-error-re@+1 {{{{^}}integer constant out of range for attribute{{$}}}}
"foo.i"() {v = -0 : i32} : () -> ()


// -----

// After the element type the memref parser says where it is; after a layout or a
// memory space it does not.
// expected-error-re@+1 {{{{^}}expected ',' or '>' in memref type{{$}}}}
"foo.op"() : () -> memref<4xf32 x>

// -----

// expected-error-re@+1 {{{{^}}expected ',' or '>'{{$}}}}
"foo.op"() : () -> memref<4xf32, 1 x>
