// Unboxed lists (`!iree_pydm.list<unboxed,T>` of numbers) hold raw scalars:
// `!util.list<i64>` after lowering, elements read and written without
// objects, passed from the host without boxing each element.

!e = !iree_pydm.exception_result
!i = !iree_pydm.integer<64>
!u = !iree_pydm.list<unboxed,!iree_pydm.integer<64>>

// RUN: sigil opt --convert-iree-pydm-to-iree %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @sum(%arg0: !util.list<i64>) -> (i32, i64)
// IR: util.list.get %arg0[%{{.*}}] : !util.list<i64>
// IR-NOT: util.list.get %arg0[%{{.*}}] : !util.list<i64> -> !util.list<?>

// RUN: sigil run %s --function=sum --args-json='[[1, 2, 3, -10]]' | FileCheck %s --check-prefix=SUM
// SUM: EXEC @sum
// SUM-NEXT: -4
// Elements are exactly of the element type: a float or a bool is refused.
// RUN: not sigil run %s --function=sum --args-json='[[1, 2.5]]' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: argument 0: element 1 (2.5) does not fit a list of i64
// RUN: not sigil run %s --function=sum --args-json='[[1, true]]' 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: argument 0: element 1 (True) does not fit a list of i64
iree_pydm.func @sum(%l: !u) -> (!e, !i) {
  %n = len %l : !u -> !i
  %z = constant 0 : i64 -> !i
  %one = constant 1 : i64 -> !i
  cf.br ^head(%z, %z : !i, !i)
^head(%k: !i, %acc: !i):
  %lt = apply_compare "lt", %k, %n : !i, !i
  %p = bool_to_pred %lt
  cf.cond_br %p, ^body, ^done
^body:
  %exc, %x = subscript %l[%k] : !u, !i -> !i
  raise_on_failure %exc : !e
  %acc2 = apply_binary "add", %acc, %x : !i, !i -> !i
  %k2 = apply_binary "add", %k, %one : !i, !i -> !i
  cf.br ^head(%k2, %acc2 : !i, !i)
^done:
  return %acc : !i
}

// Built, written, repeated and returned: the result is a Python list.
// RUN: sigil run %s --function=build --args-json='[4, 2]' | FileCheck %s --check-prefix=BUILD
// BUILD: EXEC @build
// BUILD-NEXT: [4, 9, 4, 9]
// RUN: not sigil run %s --function=build --args-json='[4, 0]' 2>&1 | FileCheck %s --check-prefix=IDX
// IDX: error: IndexError in @build
iree_pydm.func @build(%a: !i, %k: !i) -> (!e, !u) {
  %c1 = constant 1 : i64 -> !i
  %c9 = constant 9 : i64 -> !i
  %l = make_list %a, %a : !i, !i -> !u
  %e1 = assign_subscript %l[%c1] = %c9 : !u, !i, !i
  raise_on_failure %e1 : !e
  %r = sequence_clone %l * %k : !u, !i -> !u
  %e2, %x = subscript %r[%k] : !u, !i -> !iree_pydm.object
  raise_on_failure %e2 : !e
  return %r : !u
}
