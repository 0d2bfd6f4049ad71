// Constant uniquing keys: constants equal only when their values are (two addressof
// of different globals stay apart, two of one global merge; zero and poison of one type
// merge, of two types stay apart), constants of nested regions hoisted to the function's
// entry block, and a constant duplicated in two functions kept in each.
llvm.mlir.global internal @a(1 : i32) : i32
llvm.mlir.global internal @b(2 : i32) : i32

llvm.func @addresses() -> !llvm.struct<(ptr, ptr, ptr)> {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  %1 = llvm.mlir.addressof @b : !llvm.ptr
  %2 = llvm.mlir.addressof @a : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, ptr)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(ptr, ptr, ptr)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(ptr, ptr, ptr)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(ptr, ptr, ptr)>
  llvm.return %s2 : !llvm.struct<(ptr, ptr, ptr)>
}

llvm.func @zeros() -> !llvm.struct<(i32, i32, i64)> {
  %z0 = llvm.mlir.zero : i32
  %z1 = llvm.mlir.zero : i32
  %z2 = llvm.mlir.zero : i64
  %p = llvm.mlir.poison : !llvm.struct<(i32, i32, i64)>
  %s0 = llvm.insertvalue %z0, %p[0] : !llvm.struct<(i32, i32, i64)>
  %s1 = llvm.insertvalue %z1, %s0[1] : !llvm.struct<(i32, i32, i64)>
  %s2 = llvm.insertvalue %z2, %s1[2] : !llvm.struct<(i32, i32, i64)>
  llvm.return %s2 : !llvm.struct<(i32, i32, i64)>
}

func.func @nested(%c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %k = arith.constant 7 : i32
    %v = scf.if %c -> (i32) {
      %k2 = arith.constant 7 : i32
      %s = arith.addi %acc, %k2 : i32
      scf.yield %s : i32
    } else {
      %t = arith.addi %acc, %k : i32
      scf.yield %t : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @other() -> i32 {
  %k = arith.constant 7 : i32
  return %k : i32
}
