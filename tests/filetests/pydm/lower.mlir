// Each lowering rule of --convert-iree-pydm-to-iree: the IR it produces.
// RUN: sigil opt --convert-iree-pydm-to-iree %s --split-input-file | FileCheck %s

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>

// Functions return their exception code first; `return` returns 0 with the
// value; constants are truncated to their type; none and success are 0,
// failure is -3 (RuntimeError). Constants are placed at the entry, and
// those left unused are erased.
// CHECK-LABEL: func.func @constants(%arg0: i64) -> (i32, i32)
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NOT: arith.constant -3
// CHECK: return %[[ZERO]], %[[ONE]] : i32, i32
iree_pydm.func @constants(%a: !i) -> (!e, !iree_pydm.integer<32>) {
  %k = constant 4294967297 : i64 -> !iree_pydm.integer<32>
  %n = none
  %s = success -> !e
  %f = failure -> !e
  return %k : !iree_pydm.integer<32>
}

// -----

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>

// `raise_on_failure` branches to one block per function that returns the
// code with a null value; calls pass both results through.
// CHECK-LABEL: func.func @calls(%arg0: i64) -> (i32, i64)
// CHECK: %[[R:.*]]:2 = call @calls(%arg0) : (i64) -> (i32, i64)
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[R]]#0, %{{.*}} : i32
// CHECK: cf.cond_br %[[NZ]], ^[[RAISE:bb[0-9]+]](%[[R]]#0 : i32), ^[[OK:bb[0-9]+]]
// CHECK: ^[[OK]]:
// CHECK: return %{{.*}}, %[[R]]#1 : i32, i64
// CHECK: ^[[RAISE]](%[[CODE:.*]]: i32):
// CHECK: return %[[CODE]], %{{.*}} : i32, i64
iree_pydm.func @calls(%a: !i) -> (!e, !i) {
  %exc, %r = call @calls(%a) : (!i) -> (!e, !i)
  raise_on_failure %exc : !e
  return %r : !i
}

// -----

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>

// `box` makes the object [type code, value]; `unbox` checks the code and
// gives ValueError (-4) on a mismatch.
// CHECK-LABEL: func.func @boxing(%arg0: i64) -> (i32, i64)
// CHECK-DAG: %[[C79:.*]] = arith.constant 79 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[VERR:.*]] = arith.constant -4 : i32
// CHECK: %[[OBJ:.*]] = util.list.create %[[C2]] : !util.list<?>
// CHECK: util.list.resize %[[OBJ]], %[[C2]] : !util.list<?>
// CHECK: util.list.set %[[OBJ]][%{{.*}}], %[[C79]] : i32 -> !util.list<?>
// CHECK: util.list.set %[[OBJ]][%{{.*}}], %arg0 : i64 -> !util.list<?>
// CHECK: %[[CODE:.*]] = util.list.get %[[OBJ]][%{{.*}}] : !util.list<?> -> i32
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %[[CODE]], %[[C79]] : i32
// CHECK: cf.cond_br %[[SAME]], ^{{.*}}, ^[[BAD:bb[0-9]+]](%[[VERR]] : i32)
// CHECK: util.list.get %[[OBJ]][%{{.*}}] : !util.list<?> -> i64
iree_pydm.func @boxing(%a: !i) -> (!e, !i) {
  %o = box %a : !i -> !iree_pydm.object<!i>
  %g = static_info_cast %o : !iree_pydm.object<!i> -> !iree_pydm.object
  %exc, %v = unbox %g : !iree_pydm.object -> !i
  raise_on_failure %exc : !e
  return %v : !i
}

// -----

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
!l = !iree_pydm.list

// `subscript`: a negative index counts from the end; out of range is
// IndexError (-7). `sequence_clone` clamps a negative count to zero and
// copies element references in a loop.
// CHECK-LABEL: func.func @lists(%arg0: i64, %arg1: i64) -> (i32, !util.list<?>)
// CHECK: %[[IDX:.*]] = arith.index_cast %arg1 : i64 to index
// CHECK: %[[SIZE:.*]] = util.list.size %{{.*}} : !util.list<?>
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[IDX]], %{{.*}} : index
// CHECK: %[[WRAP:.*]] = arith.addi %[[IDX]], %[[SIZE]] : index
// CHECK: %[[I:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IDX]] : index
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}(%c-7_i32 : i32)
// CHECK: %[[COUNT:.*]] = arith.index_cast %arg0 : i64 to index
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[COUNT]] : index
// CHECK: arith.muli
// CHECK: arith.remui
iree_pydm.func @lists(%a: !i, %k: !i) -> (!e, !l) {
  %list = make_list %a, %a : !i, !i -> !l
  %exc, %v = subscript %list[%k] : !l, !i -> !iree_pydm.object
  raise_on_failure %exc : !e
  %big = sequence_clone %list * %a : !l, !i -> !l
  return %big : !l
}

// -----

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
!f = !iree_pydm.real<f64>

// Integer arithmetic is checked: signed overflow is OverflowError (3), a
// zero divisor ZeroDivisionError (1); floor division is floordivsi; true
// division of integers converts them to the float result; `ne` on floats
// is unordered (NaN != NaN).
// CHECK-LABEL: func.func @numbers(%arg0: i64, %arg1: f64) -> (i32, f64)
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg0 : i64
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}(%c3_i32 : i32), ^
// CHECK: arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}(%c1_i32 : i32), ^
// CHECK: arith.floordivsi
// CHECK: arith.sitofp %arg0 : i64 to f64
// CHECK: arith.divf
// CHECK: arith.cmpf une, %arg1, %arg1 : f64
iree_pydm.func @numbers(%a: !i, %x: !f) -> (!e, !f) {
  %s = apply_binary "add", %a, %a : !i, !i -> !i
  %q = apply_binary "floordiv", %s, %a : !i, !i -> !i
  %t = apply_binary "truediv", %q, %a : !i, !i -> !f
  %ne = apply_compare "ne", %x, %x : !f, !f
  return %t : !f
}

// -----

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>

// `functional_if` is inlined into branches joined by a block with the results.
// CHECK-LABEL: func.func @cond(%arg0: i1, %arg1: i64) -> (i32, i64)
// CHECK: cf.cond_br %arg0, ^[[T:bb[0-9]+]], ^[[F:bb[0-9]+]]
// CHECK: ^[[T]]:
// CHECK-NEXT: cf.br ^[[M:bb[0-9]+]](%arg1 : i64)
// CHECK: ^[[F]]:
// CHECK: cf.br ^[[M]](%{{.*}} : i64)
// CHECK: ^[[M]](%[[R:.*]]: i64):
// CHECK-NEXT: return %{{.*}}, %[[R]] : i32, i64
iree_pydm.func @cond(%c: !iree_pydm.bool, %a: !i) -> (!e, !i) {
  %r = functional_if %c -> (!i) {
    yield %a : !i
  } else {
    %z = constant 0 : i64 -> !i
    yield %z : !i
  }
  return %r : !i
}

// -----

!e = !iree_pydm.exception_result
!o = !iree_pydm.object

// Operations on objects call the runtime library, declared when it is not
// linked.
// CHECK-LABEL: func.func @objects(%arg0: !util.list<?>, %arg1: !util.list<?>) -> (i32, !util.list<?>)
// CHECK: call @pydmrtl$apply_binary_add(%arg0, %arg1) : (!util.list<?>, !util.list<?>) -> (i32, !util.list<?>)
// CHECK: call @pydmrtl$object_as_bool(
// CHECK: func.func private @pydmrtl$apply_binary_add(!util.list<?>, !util.list<?>) -> (i32, !util.list<?>)
// CHECK: func.func private @pydmrtl$object_as_bool(!util.list<?>) -> (i32, i1)
iree_pydm.func @objects(%a: !o, %b: !o) -> (!e, !o) {
  %r = apply_binary "add", %a, %b : !o, !o -> !o
  %t = as_bool %r : !o -> !iree_pydm.bool
  return %r : !o
}
