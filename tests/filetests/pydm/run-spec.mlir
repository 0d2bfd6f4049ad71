// The behaviour the PyDM spec lists, run on the VM (lowering and linking
// happen on load): subscripts with negative indices and IndexError, list
// repetition, subscript assignment, UnboundLocalError, a failed unbox, and
// every predefined exception code arriving as its Python exception.

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
!l = !iree_pydm.list

// `[a, b, 9][i]`: index 1 and -2 give b; 3 and -4 raise IndexError.
// RUN: sigil run %s --function=index --input=i64=1 --input=i64=7 --input=i64=1 | FileCheck %s --check-prefix=IDX
// RUN: sigil run %s --function=index --input=i64=1 --input=i64=7 --input=i64=-2 | FileCheck %s --check-prefix=IDX
// IDX: result[0]: i64=7
// RUN: sigil run %s --function=index --input=i64=1 --input=i64=7 --input=i64=-3 | FileCheck %s --check-prefix=IDX1
// IDX1: result[0]: i64=1
// RUN: not sigil run %s --function=index --input=i64=1 --input=i64=7 --input=i64=3 2>&1 | FileCheck %s --check-prefix=IERR
// RUN: not sigil run %s --function=index --input=i64=1 --input=i64=7 --input=i64=-4 2>&1 | FileCheck %s --check-prefix=IERR
// IERR: error: IndexError in @index
iree_pydm.func @index(%a: !i, %b: !i, %n: !i) -> (!e, !i) {
  %c9 = constant 9 : i64 -> !i
  %list = make_list %a, %b, %c9 : !i, !i, !i -> !l
  %exc, %r = subscript %list[%n] : !l, !i -> !i
  raise_on_failure %exc : !e
  return %r : !i
}

// `([1, 2, 3] * n)[k]`: n=5, k=14 gives 3; n=0 (or negative), k=0 raises IndexError.
// RUN: sigil run %s --function=repeat --input=i64=5 --input=i64=14 | FileCheck %s --check-prefix=REP
// REP: result[0]: i64=3
// RUN: not sigil run %s --function=repeat --input=i64=0 --input=i64=0 2>&1 | FileCheck %s --check-prefix=REPERR
// RUN: not sigil run %s --function=repeat --input=i64=-3 --input=i64=0 2>&1 | FileCheck %s --check-prefix=REPERR
// REPERR: error: IndexError in @repeat
iree_pydm.func @repeat(%n: !i, %k: !i) -> (!e, !i) {
  %c1 = constant 1 : i64 -> !i
  %c2 = constant 2 : i64 -> !i
  %c3 = constant 3 : i64 -> !i
  %list = make_list %c1, %c2, %c3 : !i, !i, !i -> !l
  %big = sequence_clone %list * %n : !l, !i -> !l
  %exc, %r = subscript %big[%k] : !l, !i -> !i
  raise_on_failure %exc : !e
  return %r : !i
}

// Writing then reading an element returns the written value.
// RUN: sigil run %s --function=write --input=i64=-1 --input=i64=42 | FileCheck %s --check-prefix=WRITE
// WRITE: result[0]: i64=42
iree_pydm.func @write(%k: !i, %v: !i) -> (!e, !i) {
  %c0 = constant 0 : i64 -> !i
  %list = make_list %c0, %c0, %c0 : !i, !i, !i -> !l
  %e1 = assign_subscript %list[%k] = %v : !l, !i, !i
  raise_on_failure %e1 : !e
  %c2 = constant 2 : i64 -> !i
  %e2, %r = subscript %list[%c2] : !l, !i -> !i
  raise_on_failure %e2 : !e
  return %r : !i
}

// A variable assigned only on a branch not taken: UnboundLocalError.
// RUN: sigil run %s --function=unbound --input=i1=1 | FileCheck %s --check-prefix=BOUND
// BOUND: result[0]: i64=5
// RUN: not sigil run %s --function=unbound --input=i1=0 2>&1 | FileCheck %s --check-prefix=UNBOUND
// UNBOUND: error: UnboundLocalError in @unbound
iree_pydm.func @unbound(%c: !iree_pydm.bool) -> (!e, !i) {
  %x = alloc_free_var "x" -> !iree_pydm.free_var_ref
  %p = bool_to_pred %c
  cf.cond_br %p, ^set, ^use
^set:
  %c5 = constant 5 : i64 -> !i
  store_var %x = %c5 : !iree_pydm.free_var_ref, !i
  cf.br ^use
^use:
  %v = load_var %x : !iree_pydm.free_var_ref -> !i
  return %v : !i
}

// Unboxing an object of another type: ValueError.
// RUN: sigil run %s --function=unbox --args-json='[3]' | FileCheck %s --check-prefix=UNBOX
// UNBOX: EXEC @unbox
// UNBOX-NEXT: 3
// RUN: not sigil run %s --function=unbox --args-json='[2.5]' 2>&1 | FileCheck %s --check-prefix=UNBOXERR
// UNBOXERR: error: ValueError in @unbox
iree_pydm.func @unbox(%o: !iree_pydm.object) -> (!e, !i) {
  %exc, %v = unbox %o : !iree_pydm.object -> !i
  raise_on_failure %exc : !e
  return %v : !i
}

// Every predefined code reaches the caller as its exception; an unknown
// one is a RuntimeError naming it.
// RUN: not sigil run %s --function=raise_m1 2>&1 | FileCheck %s --check-prefix=M1
// M1: error: StopIteration in @raise_m1
// RUN: not sigil run %s --function=raise_m2 2>&1 | FileCheck %s --check-prefix=M2
// M2: error: StopAsyncIteration in @raise_m2
// RUN: not sigil run %s --function=raise_m3 2>&1 | FileCheck %s --check-prefix=M3
// M3: error: RuntimeError in @raise_m3
// RUN: not sigil run %s --function=raise_m4 2>&1 | FileCheck %s --check-prefix=M4
// M4: error: ValueError in @raise_m4
// RUN: not sigil run %s --function=raise_m5 2>&1 | FileCheck %s --check-prefix=M5
// M5: error: NotImplementedError in @raise_m5
// RUN: not sigil run %s --function=raise_m6 2>&1 | FileCheck %s --check-prefix=M6
// M6: error: KeyError in @raise_m6
// RUN: not sigil run %s --function=raise_m7 2>&1 | FileCheck %s --check-prefix=M7
// M7: error: IndexError in @raise_m7
// RUN: not sigil run %s --function=raise_m8 2>&1 | FileCheck %s --check-prefix=M8
// M8: error: AttributeError in @raise_m8
// RUN: not sigil run %s --function=raise_m9 2>&1 | FileCheck %s --check-prefix=M9
// M9: error: TypeError in @raise_m9
// RUN: not sigil run %s --function=raise_m10 2>&1 | FileCheck %s --check-prefix=M10
// M10: error: UnboundLocalError in @raise_m10
// RUN: not sigil run %s --function=raise_1 2>&1 | FileCheck %s --check-prefix=P1
// P1: error: ZeroDivisionError in @raise_1
// RUN: not sigil run %s --function=raise_2 2>&1 | FileCheck %s --check-prefix=P2
// P2: error: AssertionError in @raise_2
// RUN: not sigil run %s --function=raise_3 2>&1 | FileCheck %s --check-prefix=P3
// P3: error: OverflowError in @raise_3
// RUN: not sigil run %s --function=raise_42 2>&1 | FileCheck %s --check-prefix=P42
// P42: error: RuntimeError in @raise_42: unknown exception code 42
// RUN: not sigil run %s --function=failure 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: error: RuntimeError in @failure
iree_pydm.func @raise_m1() -> (!e, !iree_pydm.none) {
  %c = constant -1 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m2() -> (!e, !iree_pydm.none) {
  %c = constant -2 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m3() -> (!e, !iree_pydm.none) {
  %c = constant -3 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m4() -> (!e, !iree_pydm.none) {
  %c = constant -4 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m5() -> (!e, !iree_pydm.none) {
  %c = constant -5 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m6() -> (!e, !iree_pydm.none) {
  %c = constant -6 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m7() -> (!e, !iree_pydm.none) {
  %c = constant -7 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m8() -> (!e, !iree_pydm.none) {
  %c = constant -8 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m9() -> (!e, !iree_pydm.none) {
  %c = constant -9 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_m10() -> (!e, !iree_pydm.none) {
  %c = constant -10 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_1() -> (!e, !iree_pydm.none) {
  %c = constant 1 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_2() -> (!e, !iree_pydm.none) {
  %c = constant 2 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_3() -> (!e, !iree_pydm.none) {
  %c = constant 3 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @raise_42() -> (!e, !iree_pydm.none) {
  %c = constant 42 : i64 -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}
iree_pydm.func @failure() -> (!e, !iree_pydm.none) {
  %c = failure -> !e
  raise_on_failure %c : !e
  %n = none
  return %n : !iree_pydm.none
}

// A list result prints as Python shows it; a None result prints nothing.
// RUN: sigil run %s --function=pair --input=i64=3 --input=f64=0.5 | FileCheck %s --check-prefix=PAIR
// PAIR: EXEC @pair
// PAIR-NEXT: result[0]: [3, 0.5, None]
// RUN: sigil run %s --function=nothing | FileCheck %s --check-prefix=NONE
// NONE: EXEC @nothing
// NONE-NOT: result
iree_pydm.func @pair(%a: !i, %b: !iree_pydm.real<f64>) -> (!e, !l) {
  %n = none
  %list = make_list %a, %b, %n : !i, !iree_pydm.real<f64>, !iree_pydm.none -> !l
  return %list : !l
}
iree_pydm.func @nothing() -> (!e, !iree_pydm.none) {
  %n = none
  return %n : !iree_pydm.none
}

// A repetition count whose product with the length passes the index width
// is OverflowError, never a wrapped, shorter list.
// RUN: not sigil run %s --function=huge --args-json='[[1, 2, 3], 6148914691236517206]' 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: OverflowError in @huge
iree_pydm.func @huge(%list: !l, %n: !i) -> (!e, !l) {
  %r = sequence_clone %list * %n : !l, !i -> !l
  return %r : !l
}
