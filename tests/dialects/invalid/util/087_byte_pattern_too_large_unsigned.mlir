// #util.byte_pattern with 2^64-1, beyond int64_t.
// MLIR-ERROR: integer value too large
module attributes {util.r = #util.byte_pattern<18446744073709551615>} {
}
