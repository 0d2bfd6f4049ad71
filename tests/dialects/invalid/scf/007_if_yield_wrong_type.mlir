// scf.if whose then region yields a value of the wrong type.
// MLIR-ERROR: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %b : i64
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
