// Float constants of every common width: the printer names them %cst, %cst_0, ...
func.func @f() -> (f16, bf16, f32, f64, f64) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -2.25 : bf16
  %c = arith.constant 3.14159 : f32
  %d = arith.constant 2.718281828459045 : f64
  %e = arith.constant 1.0e-5 : f64
  return %a, %b, %c, %d, %e : f16, bf16, f32, f64, f64
}
