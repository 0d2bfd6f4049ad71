// #util.byte_pattern whose value does not fit 64 bits.
// MLIR-ERROR: integer value too large
module attributes {util.r = #util.byte_pattern<99999999999999999999>} {
}
