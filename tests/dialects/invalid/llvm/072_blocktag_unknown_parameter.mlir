// A block tag with a parameter it does not have.
// MLIR-ERROR: custom op 'llvm.blocktag' duplicate or unknown struct parameter name: idx
llvm.func @f() {
  llvm.blocktag <idx = 1>
  llvm.return
}
