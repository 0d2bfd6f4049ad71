// duplicate symbol
// MLIR-ERROR: redefinition of symbol named 'a'
func.func private @a()
func.func private @a()
