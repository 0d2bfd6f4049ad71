// Modules and operations with file, name and fused locations.
module @located {
  func.func @f(%a: i32 loc("args.mlir":1:1)) -> i32 {
    return %a : i32 loc("ret"("ret.mlir":7:3))
  } loc(fused["a.mlir":1:1, "b.mlir":2:2])
} loc("mod.mlir":10:20)
