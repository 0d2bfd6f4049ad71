// Several equal constants in one function: the printer adds _0, _1, ... suffixes.
func.func @f() -> (i32, i32, i32, index, index, i1, i1, f32, f32) {
  %a = arith.constant 0 : i32
  %b = arith.constant 0 : i32
  %c = arith.constant 0 : i32
  %d = arith.constant 1 : index
  %e = arith.constant 1 : index
  %f = arith.constant true
  %g = arith.constant true
  %h = arith.constant 1.0 : f32
  %i = arith.constant 1.0 : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, index, index, i1, i1, f32, f32
}
