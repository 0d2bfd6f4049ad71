// #util.int.assumption with -2^63, which a uint64_t field does not take.
// MLIR-ERROR: integer value too large
module attributes {util.r = #util.int.assumption<umin = -9223372036854775808>} {
}
