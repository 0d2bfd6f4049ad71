// vector.print's oilist clause with the default punctuation, which the printed form leaves out.
func.func @f(%v: vector<2xf32>) {
  vector.print punctuation <newline>
  vector.print %v : vector<2xf32> punctuation <newline>
  vector.print str "x" punctuation <newline>
  return
}
