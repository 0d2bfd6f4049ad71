// An alias without an initializer block.
// MLIR-ERROR: 'llvm.mlir.alias' op region #0 ('initializer') failed to verify constraint: region with 1 blocks
llvm.mlir.alias external @a : i32 {
}
