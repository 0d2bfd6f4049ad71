// global_ctors whose ctors are not an array.
// MLIR-ERROR: custom op 'llvm.mlir.global_ctors' invalid kind of attribute specified
llvm.mlir.global_ctors ctors = @f, priorities = [1 : i32], data = []
