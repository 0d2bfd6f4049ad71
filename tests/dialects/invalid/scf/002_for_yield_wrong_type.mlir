// scf.for whose yield type differs from the iter_arg type.
// MLIR-ERROR: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'
func.func @f(%n: index, %a: i32, %b: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i64
  }
  return
}
