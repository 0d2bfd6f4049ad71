// util.list.get of a typed list with a different result type.
// MLIR-ERROR: custom op 'util.list.get' list access types must match the same base type as the list element type (when not variant)
util.func public @f(%l: !util.list<i32>) {
  %c0 = arith.constant 0 : index
  %0 = util.list.get %l[%c0] : !util.list<i32> -> f32
  util.return
}
