// Modernised 05_functions.mlir: func.func, private declarations, `=` in attribute dictionaries.
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>
// External function definitions.
func.func private @abort()
func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64
// A function that returns its argument twice:
func.func @count(%x: i64) -> (i64, i64)
    attributes {fruit = "banana"} {
  return %x, %x: i64, i64
}
// A function with an argument attribute
func.func private @example_fn_arg(%x: i32 {swift.self = unit})
// A function with a result attribute
func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})
// A function with an attribute
func.func private @example_fn_attr() attributes {dialectName.attrName = false}
