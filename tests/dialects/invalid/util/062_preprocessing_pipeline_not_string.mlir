// #util.preprocessing_pipeline whose body is not a string.
// MLIR-ERROR: expected attribute value
module attributes {util.r = #util.preprocessing_pipeline<x>} {
}
