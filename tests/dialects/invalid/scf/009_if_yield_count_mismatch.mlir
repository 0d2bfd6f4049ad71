// scf.if whose else region yields two values for one result.
// MLIR-ERROR: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a, %a : i32, i32
  }
  return %r : i32
}
