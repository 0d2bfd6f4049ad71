// cf.assert with an integer msg in its attribute dictionary: an error of the custom op at the '{'.
// MLIR-ERROR: custom op 'cf.assert' 'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute
func.func @f(%c: i1) {
  cf.assert %c, "m" {msg = 1 : i32}
  return
}
