// Ops in generic form with every property written, defaults included.
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %1 = "llvm.icmp"(%0, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
