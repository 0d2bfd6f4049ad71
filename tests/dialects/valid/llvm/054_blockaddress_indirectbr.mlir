// llvm.blocktag, llvm.blockaddress of a tagged block and llvm.indirectbr with successor operands, and with no successor.
module {
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
    llvm.br ^bb1
  ^bb1:
    llvm.blocktag <id = 1>
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @g(%p: !llvm.ptr, %x: i32) -> i32 {
    %0 = llvm.blockaddress <function = @g, tag = <id = 0>> {a} : !llvm.ptr
    %1 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
    llvm.indirectbr %0 : !llvm.ptr, [
    ^bb1(%x : i32),
    ^bb2
    ]
  ^bb1(%a: i32):
    llvm.blocktag <id = 0>
    llvm.return %a : i32
  ^bb2:
    llvm.blocktag <id = 2> {b}
    llvm.return %x : i32
  }
  llvm.func @h(%p: !llvm.ptr) {
    llvm.indirectbr %p : !llvm.ptr, [] {c}
  }
}
