// public func decl
// MLIR-ERROR: 'func.func' op symbol declaration cannot have public visibility
func.func @f()
