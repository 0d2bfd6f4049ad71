// vector.print of a string with punctuation.
// MLIR-ERROR: 'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings
func.func @f() {
  vector.print str "x" punctuation <comma>
  return
}
