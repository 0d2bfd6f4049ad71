// A declaration (no body) without private visibility.
// MLIR-ERROR: 'func.func' op symbol declaration cannot have public visibility
func.func @decl(i32) -> i32
