// The rounding mode 'invalid' parses but is not a valid one.
// MLIR-ERROR: 'llvm.intr.experimental.constrained.fptrunc' op attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f invalid ignore : f32 to f16
  llvm.return
}
