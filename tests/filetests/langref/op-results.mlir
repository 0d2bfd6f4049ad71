// The language reference's op-result example with the old `{key: value}`
// attribute dictionary syntax.
// RUN: sigil opt --allow-unregistered-dialect %S/../../dialects/langref/03_op_results.mlir 2>&1 | FileCheck %s

// CHECK:      %0:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT: %1:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT: %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK:      warning: old attribute syntax 'fruit: ...', read as 'fruit = ...'
