// Direct, indirect, vararg and tail calls, with a calling convention.
module {
  llvm.func @callee(i32) -> i32
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.call @callee(%a) : (i32) -> i32
    %1 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
    %2 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %3 = llvm.call fastcc tail @callee(%a) : (i32) -> i32
    %4 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
    llvm.return %0 : i32
  }
}
