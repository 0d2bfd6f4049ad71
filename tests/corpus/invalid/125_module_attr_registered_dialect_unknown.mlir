// module attr registered dialect unknown
// MLIR-ERROR: attribute 'dlti.whatever' not supported by dialect
module attributes {dlti.whatever = "x"} {
}
