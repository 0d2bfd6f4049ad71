// Integer intrinsics, with and without custom forms (the latter print generically).
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.ctpop(%a) : (i32) -> i32
  %3 = llvm.intr.bswap(%a) : (i32) -> i32
  %4 = llvm.intr.fshl(%a, %b, %a) : (i32, i32, i32) -> i32
  %5 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %7 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %0 : i32
}
