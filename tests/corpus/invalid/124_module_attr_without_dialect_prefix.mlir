// module attr without dialect prefix
// MLIR-ERROR: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'plain'
module attributes {plain = 1} {
}
