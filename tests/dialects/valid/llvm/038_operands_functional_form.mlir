// Ops written `operands attr-dict : functional-type(operands, results)`:
// masked loads and gathers, ptrmask, coroutine intrinsics, eh.typeid.for, va_arg.
llvm.func @opf(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>, %ps: vector<4x!llvm.ptr>, %i: i64, %a: i32, %b: i1) {
  %0 = llvm.intr.masked.load %p, %m, %pt {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 4 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %2 = llvm.intr.masked.gather %ps, %m, %pt {alignment = 8 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %3 = llvm.intr.ptrmask %p, %i : (!llvm.ptr, i64) -> !llvm.ptr
  %4 = llvm.intr.coro.id %a, %p, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %5 = llvm.intr.coro.begin %4, %p : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %6 = llvm.intr.coro.save %5 : (!llvm.ptr) -> !llvm.token
  %7 = llvm.intr.coro.free %4, %5 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %8 = llvm.intr.coro.promise %5, %a, %b : (!llvm.ptr, i32, i1) -> !llvm.ptr
  %9 = llvm.mlir.none : !llvm.token
  %10 = llvm.intr.coro.end %5, %b, %9 : (!llvm.ptr, i1, !llvm.token) -> i1
  %12 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %13 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.return
}
