// arith.truncf narrows floats, on scalars, vectors and tensors.
func.func @f(%d: f64, %x: f32, %v: vector<4xf32>, %t: tensor<2xf64>) -> f16 {
  %0 = arith.truncf %d : f64 to f32
  %1 = arith.truncf %x : f32 to f16
  %2 = arith.truncf %x : f32 to bf16
  %3 = arith.truncf %v : vector<4xf32> to vector<4xf16>
  %4 = arith.truncf %t fastmath<afn> : tensor<2xf64> to tensor<2xf32>
  return %1 : f16
}
