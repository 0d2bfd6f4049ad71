// scf.while whose condition forwards a value of a type other than the result type.
// MLIR-ERROR: 'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'
func.func @f(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i64 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i64):
    scf.yield %a : i32
  }
  return
}
