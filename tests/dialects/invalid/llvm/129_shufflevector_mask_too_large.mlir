// A shuffle mask element beyond i32: reported at the literal, as MLIR's parseInteger does.
// MLIR-ERROR: custom op 'llvm.shufflevector' integer value too large
llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.shufflevector %v, %v [99999999999, 1] : vector<2xi32>
  llvm.return
}
