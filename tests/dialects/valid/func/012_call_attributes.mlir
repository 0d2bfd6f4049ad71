// func.call with a discardable attribute and a location.
func.func private @callee(index) -> index
func.func @caller(%i: index) -> index {
  %0 = call @callee(%i) {test.tail, test.weight = 5 : i32} : (index) -> index loc("call.mlir":4:8)
  return %0 : index
}
