// A negative shuffle mask element below i32: reported at its minus sign.
// MLIR-ERROR: custom op 'llvm.shufflevector' integer value too large
llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.shufflevector %v, %v [0, -2147483649] : vector<2xi32>
  llvm.return
}
