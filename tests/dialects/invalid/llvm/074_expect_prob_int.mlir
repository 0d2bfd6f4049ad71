// expect.with.probability with an integer probability.
// MLIR-ERROR: unexpected decimal integer literal for a floating point value
llvm.func @a(%x: i32) {
  %0 = llvm.intr.expect.with.probability %x, %x, 5 : i32
  llvm.return
}
