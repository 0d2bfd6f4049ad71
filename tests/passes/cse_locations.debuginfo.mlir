// cse: a kept op whose location is unknown takes the location of the op it replaces.
func.func @f(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("somewhere.py":3:4)
  %2 = arith.addi %a, %a : i32 loc("elsewhere.py":5:6)
  %3 = arith.muli %a, %a : i32 loc("kept.py":1:1)
  %4 = arith.muli %a, %a : i32 loc(unknown)
  return %0, %1, %3 : i32, i32, i32
}
