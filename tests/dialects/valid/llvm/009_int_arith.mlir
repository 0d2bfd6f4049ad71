// Integer arithmetic with overflow flags, exact and disjoint.
llvm.func @f(%a: i64, %b: i64) -> i64 {
  %0 = llvm.add %a, %b overflow<nsw> : i64
  %1 = llvm.sub %0, %b overflow<nuw> : i64
  %2 = llvm.mul %1, %b overflow<nsw, nuw> : i64
  %3 = llvm.shl %2, %b : i64
  %4 = llvm.udiv exact %3, %b : i64
  %5 = llvm.sdiv %4, %b : i64
  %6 = llvm.urem %5, %b : i64
  %7 = llvm.srem %6, %b : i64
  %8 = llvm.lshr exact %7, %b : i64
  %9 = llvm.ashr %8, %b : i64
  %10 = llvm.and %9, %b : i64
  %11 = llvm.or disjoint %10, %b : i64
  %12 = llvm.xor %11, %b : i64
  llvm.return %12 : i64
}
