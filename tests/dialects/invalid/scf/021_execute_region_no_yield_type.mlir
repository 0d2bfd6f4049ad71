// scf.execute_region whose yield type does not match the result type.
// MLIR-ERROR: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'
func.func @f(%a: i32) -> i64 {
  %r = scf.execute_region -> i64 {
    scf.yield %a : i32
  }
  return %r : i64
}
