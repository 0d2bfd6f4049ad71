// #util.int.assumption whose value does not fit 64 bits.
// MLIR-ERROR: integer value too large
module attributes {util.r = #util.int.assumption<umax = 0x10000000000000000>} {
}
