// util.list.construct in generic form with a non-list result.
// MLIR-ERROR: 'util.list.construct' op result #0 must be Dense list container type., but got 'i32'
util.func public @f(%a: i32) {
  %0 = "util.list.construct"(%a) : (i32) -> i32
  util.return
}
