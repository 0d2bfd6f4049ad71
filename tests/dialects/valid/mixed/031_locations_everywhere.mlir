// A program where every operation carries an explicit location (file, name, callsite, fused).
#loc_fn = loc("prog.mlir":1:1)
func.func @f(%a: i32 loc("prog.mlir":1:12)) -> i32 {
  %c1 = arith.constant 1 : i32 loc("prog.mlir":2:9)
  %0 = arith.addi %a, %c1 : i32 loc("inc"("prog.mlir":3:8))
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %0, %0 : i32 loc(callsite("sq" at "prog.mlir":5:3))
    scf.yield %2 : i32 loc(unknown)
  } loc(fused["prog.mlir":4:8, "region"])
  return %1 : i32 loc(#loc_fn)
} loc("prog.mlir":1:1)
