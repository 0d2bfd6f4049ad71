// Modernised 03_op_results.mlir: attribute dictionaries use `=`; the ops sit in a function.
func.func @f() -> f32 {
  // An operation that produces two results.
  // The results of %result can be accessed via the <name> `#` <opNo> syntax.
  %result:2 = "foo_div"() : () -> (f32, i32)
  // Pretty form that defines a unique name for each result.
  %foo, %bar = "foo_div"() : () -> (f32, i32)
  // Invoke a TensorFlow function called tf.scramble with two inputs
  // and an attribute "fruit".
  %2 = "tf.scramble"(%result#0, %bar) {fruit = "banana"} : (f32, i32) -> f32
  return %2 : f32
}
