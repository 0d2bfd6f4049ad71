// util.assume.int with a row whose second assumption does not fit 64 bits.
// MLIR-ERROR: custom op 'util.assume.int' integer value too large
util.func public @f(%i: index) {
  %0 = util.assume.int %i[<umin = 1>, <umax = 99999999999999999999>] : index
  util.return
}
