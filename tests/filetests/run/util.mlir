// IREE's util dialect on the VM: functions and calls, globals with initial
// values and initializers, variant and typed lists (nested, holding buffer
// views), null references and reference comparison.

// RUN: sigil run %s --function=counter | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: EXEC @counter
// GLOBAL-NEXT: result[0]: i64=142
// GLOBAL-NEXT: result[1]: f32=2.5
util.global private mutable @count = 40 : i64
util.global private @scale : f32
util.initializer {
  %c = util.global.load @count : i64
  %c100 = arith.constant 100 : i64
  %s = arith.addi %c, %c100 : i64
  util.global.store %s, @count : i64
  %f = arith.constant 2.5 : f32
  util.global.store %f, @scale : f32
  util.return
}
util.func public @counter() -> (i64, f32) {
  %c = util.global.load @count : i64
  %c1 = arith.constant 1 : i64
  %n = arith.addi %c, %c1 : i64
  util.global.store %n, @count : i64
  %m = util.call @bump(%n) : (i64) -> i64
  %f = util.global.load @scale : f32
  util.return %m, %f : i64, f32
}
util.func private @bump(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  util.return %y : i64
}

// A variant list holding an i32, a nested typed list and a null slot;
// lists print as iree-run-module prints them.
// RUN: sigil run %s --function=lists --input=7 | FileCheck %s --check-prefix=LIST
// LIST: EXEC @lists
// LIST-NEXT: result[0]: vm.list
// LIST-NEXT: child_list[0]: i32=7
// LIST-NEXT: child_list[1]: vm.list
// LIST-NEXT: child_list[0]: f32=1.5
// LIST-NEXT: child_list[1]: f32=0
// LIST-EMPTY:
// LIST-NEXT: child_list[2]: (null)
// LIST-EMPTY:
// LIST-NEXT: result[1]: i64=3
func.func @lists(%x: i32) -> (!util.list<?>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %l = util.list.create %c3 : !util.list<?>
  util.list.resize %l, %c3 : !util.list<?>
  util.list.set %l[%c0], %x : i32 -> !util.list<?>
  %inner = util.list.create : !util.list<f32>
  util.list.resize %inner, %c2 : !util.list<f32>
  %f = arith.constant 1.5 : f32
  util.list.set %inner[%c0], %f : !util.list<f32>
  util.list.set %l[%c1], %inner : !util.list<f32> -> !util.list<?>
  %n = util.list.size %l : !util.list<?>
  return %l, %n : !util.list<?>, index
}

// Buffer views pass through lists and calls unchanged.
// RUN: sigil run %s --function=through --input="2x2xi16=1 2 3 4" | FileCheck %s --check-prefix=BUF
// BUF: result[0]: hal.buffer_view
// BUF-NEXT: 2x2xi16=[1 2][3 4]
// BUF-NEXT: result[1]: i32=1
// BUF-NEXT: result[2]: i32=0
func.func @through(%t: tensor<2x2xi16>) -> (tensor<2x2xi16>, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = util.list.create %c1 : !util.list<tensor<2x2xi16>>
  util.list.resize %l, %c1 : !util.list<tensor<2x2xi16>>
  util.list.set %l[%c0], %t : !util.list<tensor<2x2xi16>>
  %u = util.list.get %l[%c0] : !util.list<tensor<2x2xi16>>
  %same = util.cmp.eq %t, %u : tensor<2x2xi16>
  %null = util.null : tensor<2x2xi16>
  %isnull = util.cmp.eq %t, %null : tensor<2x2xi16>
  return %u, %same, %isnull : tensor<2x2xi16>, i1, i1
}

// A buffer view input whose shape contradicts the static shape is an error.
// RUN: not sigil run %s --function=through --input="3x2xi16=1 2 3 4 5 6" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: --input 0 ('3x2xi16=1 2 3 4 5 6'): the argument is tensor<2x2xi16>, got 3x2xi16
// RUN: not sigil run %s --function=through --input="2x2xf32=1" 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: the argument is tensor<2x2xi16>, got a buffer of f32
