// A max computed with cmpi and select, and a clamp with cmpf and select.
func.func @max(%a: i64, %b: i64) -> i64 {
  %c = arith.cmpi sgt, %a, %b : i64
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}
func.func @clamp(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %lt = arith.cmpf olt, %x, %zero : f32
  %r = arith.select %lt, %zero, %x : f32
  return %r : f32
}
