// vector.print of a vector, a scalar, a string and punctuation.
func.func @f(%v: vector<4xf32>, %s: i32, %i: index) {
  vector.print %v : vector<4xf32>
  vector.print %s : i32 punctuation <comma>
  vector.print %i : index punctuation <no_punctuation>
  vector.print str "result: "
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  return
}
