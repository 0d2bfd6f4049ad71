// issue 16: select(x > 0, x*x, atan(x)) over 4M f32 (bench/jit.sh): atan
// is not among the expression kernels' ops, so --jit=auto runs the payload
// as a native loop: vector code, with atan the interpreter's routine
// (fdlibm's atanf, sigil_kernels::math) on 32 lanes at a time.
#id = affine_map<(i) -> (i)>
func.func @generic(%a: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %e = tensor.empty() : tensor<4194304xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4194304xf32>) outs(%e : tensor<4194304xf32>) {
  ^bb0(%x: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %x, %zero : f32
    %sq = arith.mulf %x, %x : f32
    %ex = math.atan %x : f32
    %y = arith.select %pos, %sq, %ex : f32
    linalg.yield %y : f32
  } -> tensor<4194304xf32>
  return %r : tensor<4194304xf32>
}
