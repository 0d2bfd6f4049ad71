// Argument attributes on function definitions and declarations.
func.func @f(%a: i32 {test.self}, %b: memref<4xf32> {test.align = 16 : i64, test.name = "buf"}) {
  return
}
func.func private @g(i32 {test.sext}, f64)
