module {
  func.func @normalize(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = tensor.empty() : tensor<f32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<f32>) -> tensor<f32>
    %reduced = linalg.reduce ins(%arg0 : tensor<16xf32>) outs(%2 : tensor<f32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %7 = llvm.fmul %in, %in : f32
        %8 = llvm.fadd %7, %init : f32
        linalg.yield %8 : f32
      }
    %extracted = tensor.extract %reduced[] : tensor<f32>
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.intr.sqrt(%extracted) : (f32) -> f32
    %5 = llvm.fdiv %3, %4 : f32
    %6 = tensor.empty() : tensor<16xf32>
    %mapped = linalg.map ins(%arg0 : tensor<16xf32>) outs(%6 : tensor<16xf32>)
      (%in: f32, %init: f32) {
        %7 = llvm.fmul %in, %5 : f32
        linalg.yield %7 : f32
      }
    return %mapped : tensor<16xf32>
  }
}

