// util.hoistable_conversion in generic form whose block takes no argument for its input.
// MLIR-ERROR: 'util.hoistable_conversion' op expected 1 block arguments but got 0
util.func public @f(%a: index) {
  %0 = "util.hoistable_conversion"(%a) <{inverseTag = "b", tag = "a"}> ({
    "util.return"(%a) : (index) -> ()
  }) : (index) -> index
  util.return
}
