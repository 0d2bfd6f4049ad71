// scf.for whose initial value type differs from the declared result type.
// MLIR-ERROR: use of value '%a' expects different type than prior uses: 'i32' vs 'f32'
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return
}
