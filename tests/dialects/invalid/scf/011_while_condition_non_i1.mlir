// scf.condition with an i32 condition.
// MLIR-ERROR: use of value '%x' expects different type than prior uses: 'i1' vs 'i32'
func.func @f(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%x)
  } do {
    scf.yield %a : i32
  }
  return
}
