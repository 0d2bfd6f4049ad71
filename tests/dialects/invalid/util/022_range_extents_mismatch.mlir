// util.range.extents in generic form with an i32 result next to index operands.
// MLIR-ERROR: 'util.range.extents' op requires the same type for all operands and results
util.func public @f(%a: index) {
  %0:2 = "util.range.extents"(%a, %a) : (index, index) -> (index, i32)
  util.return
}
