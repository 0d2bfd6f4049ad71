// llvm.intr.expect (SameOperandsAndResultType: one type written) and expect.with.probability (an F64Attr written bare).
llvm.func @a(%x: i32, %y: i32, %b: i1) -> i32 {
  %0 = llvm.intr.expect %x, %y : i32
  %1 = llvm.intr.expect %b, %b : i1
  %2 = llvm.intr.expect.with.probability %x, %y, 5.000000e-01 : i32
  %3 = llvm.intr.expect.with.probability %0, %2, 1.0 {tag = 1 : i32} : i32
  llvm.return %3 : i32
}
