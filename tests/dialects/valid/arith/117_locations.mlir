// arith ops with file, named, call-site and fused locations.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("a.mlir":1:1)
  %1 = arith.muli %0, %a : i32 loc("mul")
  %2 = arith.subi %1, %a : i32 loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
  %3 = arith.xori %2, %a : i32 loc(fused["x.mlir":1:1, "y"])
  return %3 : i32
}
