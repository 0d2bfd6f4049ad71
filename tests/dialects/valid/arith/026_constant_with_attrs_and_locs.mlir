// Constants carrying discardable attributes and locations.
func.func @f() -> (i32, f32) {
  %0 = arith.constant {test.tag = "zero"} 0 : i32 loc("c.mlir":1:1)
  %1 = arith.constant {test.a, test.b = 2 : i64} 1.0 : f32 loc("one")
  return %0, %1 : i32, f32
}
