// arith.shli with overflow flags nsw, nuw and both (printed in the canonical order nsw, nuw).
func.func @f(%a: i64, %b: i64, %v: vector<2xi16>) -> i64 {
  %0 = arith.shli %a, %b overflow<nsw> : i64
  %1 = arith.shli %0, %b overflow<nuw> : i64
  %2 = arith.shli %1, %b overflow<nsw, nuw> : i64
  %3 = arith.shli %2, %b overflow<nuw, nsw> : i64
  %4 = arith.shli %3, %b overflow<none> : i64
  %5 = arith.shli %v, %v overflow<nsw> : vector<2xi16>
  return %4 : i64
}
