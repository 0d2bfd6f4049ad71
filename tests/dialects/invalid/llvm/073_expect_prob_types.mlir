// expect.with.probability whose result type is not its operands'.
// MLIR-ERROR: 'llvm.intr.expect.with.probability' op failed to verify that all of {val, expected, res} have same type
llvm.func @a(%x: i32) {
  %0 = "llvm.intr.expect.with.probability"(%x, %x) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i64
  llvm.return
}
