// A function body whose block does not end with a terminator.
// MLIR-ERROR: block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
