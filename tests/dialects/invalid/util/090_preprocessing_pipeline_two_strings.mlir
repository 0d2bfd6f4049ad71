// #util.preprocessing_pipeline with two strings.
// MLIR-ERROR: expected '>'
module attributes {util.r = #util.preprocessing_pipeline<"a", "b">} {
}
