// a util attribute whose body does not start with a keyword.
// MLIR-ERROR: expected valid keyword
module attributes {util.r = #util<"inline.never">} {
}
