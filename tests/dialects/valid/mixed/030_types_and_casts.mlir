// Conversions between integer widths, floats and index in one function.
func.func @convert(%a: i8, %b: f16, %i: index) -> (i64, f64, index, bf16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.sitofp %0 : i32 to f32
  %2 = arith.extf %b : f16 to f32
  %3 = arith.addf %1, %2 : f32
  %4 = arith.extf %3 : f32 to f64
  %5 = arith.fptosi %4 : f64 to i64
  %6 = arith.index_cast %5 : i64 to index
  %7 = arith.addi %6, %i : index
  %8 = arith.truncf %3 : f32 to bf16
  return %5, %4, %7, %8 : i64, f64, index, bf16
}
