// A comdat whose region has no block.
// MLIR-ERROR: 'llvm.comdat' op region #0 ('body') failed to verify constraint: region with 1 blocks
llvm.comdat @c {
}
