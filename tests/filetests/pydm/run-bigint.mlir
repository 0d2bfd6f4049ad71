// Python ints of any size (!iree_pydm.integer<*>) on the VM: arithmetic
// past 64 bits, floor division and modulo signs, shifts and bitwise
// operations on negatives, exact comparison with floats, int / int rounded
// once, and the size limit (MemoryError).

!e = !iree_pydm.exception_result
!n = !iree_pydm.integer<*>
!i = !iree_pydm.integer<64>
!f = !iree_pydm.real<f64>
!b = !iree_pydm.bool

// factorial(n), in a loop.
// RUN: sigil run %s --function=fact --input=30 | FileCheck %s --check-prefix=FACT
// FACT: result[0]: int=265252859812191058636308480000000
// RUN: sigil run %s --function=fact --input=i64=5 | FileCheck %s --check-prefix=FACT5
// FACT5: result[0]: int=120
iree_pydm.func @fact(%n: !n) -> (!e, !n) {
  %one = constant 1 : i64 -> !n
  cf.br ^head(%one, %one : !n, !n)
^head(%acc: !n, %k: !n):
  %le = apply_compare "le", %k, %n : !n, !n
  %p = bool_to_pred %le
  cf.cond_br %p, ^body, ^done
^body:
  %acc2 = apply_binary "mul", %acc, %k : !n, !n -> !n
  %k2 = apply_binary "add", %k, %one : !n, !n -> !n
  cf.br ^head(%acc2, %k2 : !n, !n)
^done:
  return %acc : !n
}

// A binary operation picked by %op (0 floordiv, 1 mod, 2 lshift, 3 rshift,
// 4 and, 5 or, 6 xor, 7 pow).
// RUN: sigil run %s --function=bin --input=0 --input=-1000000000000000000000000000000 --input=7 | FileCheck %s --check-prefix=FDIV
// FDIV: result[0]: int=-142857142857142857142857142858
// RUN: sigil run %s --function=bin --input=1 --input=-1000000000000000000000000000000 --input=7 | FileCheck %s --check-prefix=MOD
// MOD: result[0]: int=6
// RUN: sigil run %s --function=bin --input=1 --input=1000000000000000000000000000000 --input=-7 | FileCheck %s --check-prefix=MODN
// MODN: result[0]: int=-6
// RUN: sigil run %s --function=bin --input=2 --input=-3 --input=70 | FileCheck %s --check-prefix=SHL
// SHL: result[0]: int=-3541774862152233910272
// RUN: sigil run %s --function=bin --input=3 --input=-100000000000000000000001 --input=3 | FileCheck %s --check-prefix=SHR
// SHR: result[0]: int=-12500000000000000000001
// RUN: sigil run %s --function=bin --input=3 --input=-5 --input=100000000000000000000 | FileCheck %s --check-prefix=SHRALL
// SHRALL: result[0]: int=-1
// RUN: sigil run %s --function=bin --input=4 --input=-1180591620717411303424 --input=1208925819614629174706175 | FileCheck %s --check-prefix=AND
// AND: result[0]: int=1207745227993911763402752
// RUN: sigil run %s --function=bin --input=6 --input=-1180591620717411303424 --input=-1 | FileCheck %s --check-prefix=XOR
// XOR: result[0]: int=1180591620717411303423
// RUN: sigil run %s --function=bin --input=7 --input=2 --input=100 | FileCheck %s --check-prefix=POW
// POW: result[0]: int=1267650600228229401496703205376
// RUN: not sigil run %s --function=bin --input=0 --input=1 --input=0 2>&1 | FileCheck %s --check-prefix=ZDIV
// ZDIV: error: ZeroDivisionError in @bin
// RUN: not sigil run %s --function=bin --input=2 --input=1 --input=-1 2>&1 | FileCheck %s --check-prefix=NEGSH
// NEGSH: error: ValueError in @bin
// The size limit: 2 ** 2 ** 40 and 1 << 10**12 are MemoryError, at once.
// RUN: not sigil run %s --function=bin --input=7 --input=2 --input=1099511627776 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: not sigil run %s --function=bin --input=2 --input=1 --input=1000000000000 2>&1 | FileCheck %s --check-prefix=MEM
// MEM: error: MemoryError in @bin
iree_pydm.func @bin(%op: !i, %a: !n, %b: !n) -> (!e, !n) {
  %c0 = constant 0 : i64 -> !i
  %c1 = constant 1 : i64 -> !i
  %c2 = constant 2 : i64 -> !i
  %c3 = constant 3 : i64 -> !i
  %c4 = constant 4 : i64 -> !i
  %c5 = constant 5 : i64 -> !i
  %c6 = constant 6 : i64 -> !i
  %is0 = apply_compare "eq", %op, %c0 : !i, !i
  %p0 = bool_to_pred %is0
  cf.cond_br %p0, ^fdiv, ^n1
^fdiv:
  %r0 = apply_binary "floordiv", %a, %b : !n, !n -> !n
  return %r0 : !n
^n1:
  %is1 = apply_compare "eq", %op, %c1 : !i, !i
  %p1 = bool_to_pred %is1
  cf.cond_br %p1, ^mod, ^n2
^mod:
  %r1 = apply_binary "mod", %a, %b : !n, !n -> !n
  return %r1 : !n
^n2:
  %is2 = apply_compare "eq", %op, %c2 : !i, !i
  %p2 = bool_to_pred %is2
  cf.cond_br %p2, ^shl, ^n3
^shl:
  %r2 = apply_binary "lshift", %a, %b : !n, !n -> !n
  return %r2 : !n
^n3:
  %is3 = apply_compare "eq", %op, %c3 : !i, !i
  %p3 = bool_to_pred %is3
  cf.cond_br %p3, ^shr, ^n4
^shr:
  %r3 = apply_binary "rshift", %a, %b : !n, !n -> !n
  return %r3 : !n
^n4:
  %is4 = apply_compare "eq", %op, %c4 : !i, !i
  %p4 = bool_to_pred %is4
  cf.cond_br %p4, ^and, ^n5
^and:
  %r4 = apply_binary "and", %a, %b : !n, !n -> !n
  return %r4 : !n
^n5:
  %is5 = apply_compare "eq", %op, %c5 : !i, !i
  %p5 = bool_to_pred %is5
  cf.cond_br %p5, ^or, ^n6
^or:
  %r5 = apply_binary "or", %a, %b : !n, !n -> !n
  return %r5 : !n
^n6:
  %is6 = apply_compare "eq", %op, %c6 : !i, !i
  %p6 = bool_to_pred %is6
  cf.cond_br %p6, ^xor, ^pow
^xor:
  %r6 = apply_binary "xor", %a, %b : !n, !n -> !n
  return %r6 : !n
^pow:
  %r7 = apply_binary "pow", %a, %b : !n, !n -> !n
  return %r7 : !n
}

// Mixed with integer<64> and floats: 2**53 + 1 == 2.0**53 is False, and
// 2**53 + 1 > 2.0**53 is True (exact, not through a rounded float).
// RUN: sigil run %s --function=eqf --input=9007199254740993 --input=f64=9007199254740992.0 | FileCheck %s --check-prefix=EQF
// EQF: result[0]: i32=0
// RUN: sigil run %s --function=gtf --input=9007199254740993 --input=f64=9007199254740992.0 | FileCheck %s --check-prefix=GTF
// GTF: result[0]: i32=1
// RUN: sigil run %s --function=gtf --input=1 --input=f64=nan | FileCheck %s --check-prefix=NAN
// NAN: result[0]: i32=0
iree_pydm.func @eqf(%a: !n, %b: !f) -> (!e, !b) {
  %r = apply_compare "eq", %a, %b : !n, !f
  return %r : !b
}
iree_pydm.func @gtf(%a: !n, %b: !f) -> (!e, !b) {
  %r = apply_compare "lt", %b, %a : !f, !n
  return %r : !b
}

// int / int rounds once; float(int) rounds to nearest even; too big for a
// float is OverflowError; an integer<64> promotes to integer<*>.
// RUN: sigil run %s --function=div --input=1000000000000000000000000000000 --input=i64=3 | FileCheck %s --check-prefix=DIV
// DIV: result[0]: f64=3.33333e+29
// RUN: sigil run %s --function=tofloat --input=9007199254740993 | FileCheck %s --check-prefix=TOF
// TOF: result[0]: f64=9.0072e+15
// RUN: not sigil run %s --function=tofloat --input=100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 2>&1 | FileCheck %s --check-prefix=TOFO
// TOFO: error: OverflowError in @tofloat
iree_pydm.func @div(%a: !n, %b: !i) -> (!e, !f) {
  %r = apply_binary "truediv", %a, %b : !n, !i -> !f
  return %r : !f
}
iree_pydm.func @tofloat(%a: !n) -> (!e, !f) {
  %r = promote_numeric %a : !n -> !f
  return %r : !f
}

// Constants past 64 bits, negation, as_bool, and boxing through an object.
// RUN: sigil run %s --function=konst --input=0 | FileCheck %s --check-prefix=KONST
// KONST: result[0]: int=-340282366920938463463374607431768211455
iree_pydm.func @konst(%a: !n) -> (!e, !n) {
  %k = constant 340282366920938463463374607431768211456 : i130 -> !n
  %s = apply_binary "sub", %a, %k : !n, !n -> !n
  %o = box %s : !n -> !iree_pydm.object
  %e, %v = unbox %o : !iree_pydm.object -> !n
  raise_on_failure %e : !e
  %one = constant 1 : i64 -> !n
  %w = apply_binary "add", %v, %one : !n, !n -> !n
  %t = as_bool %w : !n -> !b
  %p = bool_to_pred %t
  cf.cond_br %p, ^yes, ^no
^yes:
  return %w : !n
^no:
  return %one : !n
}

// int ** negative int is a float in Python, which an integer<*> result
// cannot hold: the "needs CPython" code (5), not a Python exception.
// RUN: not sigil run %s --function=bin --input=7 --input=2 --input=-1 2>&1 | FileCheck %s --check-prefix=NEGPOW
// NEGPOW: error: @bin needs CPython: the VM cannot compute Python's result here (PyDM exception code 5

// `[a, 7][i]` and `[a, 7][i] = 5` with an integer<*> index: past 64 bits
// IndexError (CPython: "cannot fit 'int' into an index-sized integer"), in
// either direction; `[a] * n` with such an n is OverflowError (CPython's).
// RUN: sigil run %s --function=bigindex --input=3 --input=-1 | FileCheck %s --check-prefix=BIDX
// BIDX: result[0]: int=7
// RUN: not sigil run %s --function=bigindex --input=3 --input=1180591620717411303424 2>&1 | FileCheck %s --check-prefix=BIERR
// RUN: not sigil run %s --function=bigindex --input=3 --input=-1180591620717411303424 2>&1 | FileCheck %s --check-prefix=BIERR
// RUN: not sigil run %s --function=bigstore --input=1180591620717411303424 2>&1 | FileCheck %s --check-prefix=BIERR
// BIERR: error: IndexError in @big
// RUN: sigil run %s --function=bigstore --input=-2 | FileCheck %s --check-prefix=BST
// BST: result[0]: int=5
// RUN: not sigil run %s --function=bigrepeat --input=1180591620717411303424 2>&1 | FileCheck %s --check-prefix=BREP
// RUN: not sigil run %s --function=bigrepeat --input=-1180591620717411303424 2>&1 | FileCheck %s --check-prefix=BREP
// BREP: error: OverflowError in @bigrepeat
iree_pydm.func @bigindex(%a: !n, %i: !n) -> (!e, !n) {
  %c7 = constant 7 : i64 -> !n
  %list = make_list %a, %c7 : !n, !n -> !iree_pydm.list
  %exc, %r = subscript %list[%i] : !iree_pydm.list, !n -> !n
  raise_on_failure %exc : !e
  return %r : !n
}
iree_pydm.func @bigstore(%i: !n) -> (!e, !n) {
  %c0 = constant 0 : i64 -> !n
  %c5 = constant 5 : i64 -> !n
  %list = make_list %c0, %c0 : !n, !n -> !iree_pydm.list
  %e1 = assign_subscript %list[%i] = %c5 : !iree_pydm.list, !n, !n
  raise_on_failure %e1 : !e
  %e2, %r = subscript %list[%c0] : !iree_pydm.list, !n -> !n
  raise_on_failure %e2 : !e
  return %r : !n
}
iree_pydm.func @bigrepeat(%n: !n) -> (!e, !n) {
  %c0 = constant 0 : i64 -> !n
  %list = make_list %c0 : !n -> !iree_pydm.list
  %big = sequence_clone %list * %n : !iree_pydm.list, !n -> !iree_pydm.list
  %k = len %big : !iree_pydm.list -> !n
  return %k : !n
}

// The runtime library on objects holding integer<*> ints: (a + a) == f is
// exact (2**70 + 1 doubled is not 2.0**71), a + a stays an int of any size,
// an integer<*> object's truth is its value's, a float against it overflows
// as Python's float(int) does.
// RUN: sigil run %s --function=objeq --input=1180591620717411303425 --input=f64=2361183241434822606848.0 | FileCheck %s --check-prefix=OBJEQ
// OBJEQ: result[0]: i32=0
// RUN: sigil run %s --function=objeq --input=1180591620717411303424 --input=f64=2361183241434822606848.0 | FileCheck %s --check-prefix=OBJEQT
// OBJEQT: result[0]: i32=1
// RUN: sigil run %s --function=objtruth --input=1180591620717411303424 | FileCheck %s --check-prefix=OBJEQT
// RUN: sigil run %s --function=objtruth --input=0 | FileCheck %s --check-prefix=OBJEQ
// RUN: not sigil run %s --function=objaddf --input=10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 --input=f64=0.5 2>&1 | FileCheck %s --check-prefix=OBJOVF
// OBJOVF: error: OverflowError in @objaddf
iree_pydm.func @objeq(%a: !n, %f: !f) -> (!e, !b) {
  %ba = box %a : !n -> !iree_pydm.object<!n>
  %oa = static_info_cast %ba : !iree_pydm.object<!n> -> !iree_pydm.object
  %bf = box %f : !f -> !iree_pydm.object<!f>
  %of = static_info_cast %bf : !iree_pydm.object<!f> -> !iree_pydm.object
  %sum = apply_binary "add", %oa, %oa : !iree_pydm.object, !iree_pydm.object -> !iree_pydm.object
  %r = apply_compare "eq", %sum, %of : !iree_pydm.object, !iree_pydm.object
  return %r : !b
}
iree_pydm.func @objtruth(%a: !n) -> (!e, !b) {
  %ba = box %a : !n -> !iree_pydm.object<!n>
  %oa = static_info_cast %ba : !iree_pydm.object<!n> -> !iree_pydm.object
  %r = as_bool %oa : !iree_pydm.object -> !b
  return %r : !b
}
iree_pydm.func @objaddf(%a: !n, %f: !f) -> (!e, !f) {
  %ba = box %a : !n -> !iree_pydm.object<!n>
  %oa = static_info_cast %ba : !iree_pydm.object<!n> -> !iree_pydm.object
  %bf = box %f : !f -> !iree_pydm.object<!f>
  %of = static_info_cast %bf : !iree_pydm.object<!f> -> !iree_pydm.object
  %sum = apply_binary "add", %oa, %of : !iree_pydm.object, !iree_pydm.object -> !iree_pydm.object
  %e, %r = unbox %sum : !iree_pydm.object -> !f
  raise_on_failure %e : !e
  return %r : !f
}
