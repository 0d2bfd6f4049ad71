// symbol-dce and symbol-privatize: nested modules, references through nested symbols,
// private symbols kept alive by uses, an unused private global.
module {
  func.func @main() -> i32 {
    %0 = func.call @used() : () -> i32
    %1 = memref.get_global @g : memref<i32>
    return %0 : i32
  }
  func.func private @used() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  func.func private @unused() -> i32 {
    %0 = func.call @used() : () -> i32
    return %0 : i32
  }
  func.func @public_unused() {
    return
  }
  memref.global "private" @g : memref<i32> = dense<0>
  memref.global "private" @dead_global : memref<i32> = dense<1>
  module @inner {
    func.func private @inner_dead() {
      return
    }
    func.func @inner_public() {
      return
    }
  }
}
