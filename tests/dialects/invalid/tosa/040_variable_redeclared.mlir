// A variable declared twice.
// MLIR-ERROR: redefinition of symbol named 'v'
module {
  tosa.variable @v : tensor<2xf32>
  tosa.variable @v : tensor<2xf32>
}
