// scf.while whose after region yields the wrong number of values.
// MLIR-ERROR: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @f(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}
