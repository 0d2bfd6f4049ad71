// llvm.invoke (direct, indirect, with a calling convention, branch weights, vararg) and llvm.landingpad clauses.
module {
  llvm.func @foo(i32) -> i32
  llvm.func @bar()
  llvm.func @vfoo(i32, ...) -> i32
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
  llvm.func @a(%x: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
    %z = llvm.mlir.zero : !llvm.ptr
    %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %arr = llvm.mlir.undef : !llvm.array<1 x i8>
    %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
  ^bb1:
    llvm.invoke @bar() to ^bb3(%0 : i32) unwind ^bb2 : () -> ()
  ^bb2:
    %1 = llvm.landingpad cleanup (catch %z : !llvm.ptr) (catch %ti : !llvm.ptr) (filter %arr : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
    llvm.resume %1 : !llvm.struct<(ptr, i32)>
  ^bb3(%r: i32):
    %3 = llvm.invoke %fp(%r) to ^bb4 unwind ^bb5 : !llvm.ptr, (i32) -> i32
  ^bb4:
    %4 = llvm.invoke fastcc @foo(%x) to ^bb6 unwind ^bb5 {branch_weights = array<i32: 1, 2>} : (i32) -> i32
  ^bb5:
    %5 = llvm.landingpad (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.return %x : i32
  ^bb6:
    %6 = llvm.invoke @vfoo(%x, %4) to ^bb7 unwind ^bb5 vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  ^bb7:
    llvm.return %6 : i32
  }
}
