// arith.subi with overflow flags nsw, nuw and both (printed in the canonical order nsw, nuw).
func.func @f(%a: i64, %b: i64, %v: vector<2xi16>) -> i64 {
  %0 = arith.subi %a, %b overflow<nsw> : i64
  %1 = arith.subi %0, %b overflow<nuw> : i64
  %2 = arith.subi %1, %b overflow<nsw, nuw> : i64
  %3 = arith.subi %2, %b overflow<nuw, nsw> : i64
  %4 = arith.subi %3, %b overflow<none> : i64
  %5 = arith.subi %v, %v overflow<nsw> : vector<2xi16>
  return %4 : i64
}
