// #util.preprocessing_pipeline with an integer attribute where a string is expected.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {util.r = #util.preprocessing_pipeline<1>} {
}
