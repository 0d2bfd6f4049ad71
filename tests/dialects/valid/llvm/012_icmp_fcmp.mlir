// Every icmp predicate and some fcmp predicates; vector comparisons give vectors of i1.
llvm.func @f(%a: i32, %b: i32, %x: f64, %v: vector<2xi8>) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.fcmp "_false" %x, %x : f64
  %11 = llvm.fcmp "oeq" %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %12 = llvm.fcmp "uno" %x, %x : f64
  %13 = llvm.fcmp "_true" %x, %x : f64
  %14 = llvm.icmp "eq" %v, %v : vector<2xi8>
  llvm.return %0 : i1
}
