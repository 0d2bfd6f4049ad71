// duplicate module symbols
// MLIR-ERROR: redefinition of symbol named 'a'
module @a {
}
module @a {
}
