// util.hoistable_conversion in generic form with an integer tag.
// MLIR-ERROR: invalid properties {inverseTag = "b", tag = 1 : i64} for op util.hoistable_conversion: for `tag`: expected StringAttr
util.func public @f(%a: index) {
  "util.hoistable_conversion"() <{inverseTag = "b", tag = 1}> ({
    "util.return"() : () -> ()
  }) : () -> ()
  util.return
}
