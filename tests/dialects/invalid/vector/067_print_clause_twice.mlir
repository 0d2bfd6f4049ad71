// An oilist clause may appear only once.
// MLIR-ERROR: custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive
func.func @f() {
  vector.print str "a" punctuation <comma> str "b"
  return
}
