// Arguments with locations, and a function with a named location.
func.func @locs(%a: i32 loc("a.mlir":1:2), %b: i32 loc("b")) -> i32 {
  return %a : i32 loc("ret.mlir":5:6)
} loc("fn"("f.mlir":1:1))
