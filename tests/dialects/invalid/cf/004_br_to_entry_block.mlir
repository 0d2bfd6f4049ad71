// The entry block cannot be a branch target.
// MLIR-ERROR: entry block of region may not have predecessors
func.func @f() {
^entry:
  cf.br ^entry
}
