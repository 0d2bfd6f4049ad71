// The iree_pydm verifier and parser: each error with its location.
// RUN: sigil opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'iree_pydm.func' op must return (!iree_pydm.exception_result, T): every PyDM function returns its exception result and one value}}
iree_pydm.func @one_result(%a: !iree_pydm.integer) -> !iree_pydm.integer {
  return %a : !iree_pydm.integer
}

// -----

iree_pydm.func @wrong_return(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.bool) {
  // expected-error @+1 {{'iree_pydm.return' op returns a value whose type differs from the function's result type}}
  return %a : !iree_pydm.integer
}

// -----

func.func @outside(%e: !iree_pydm.exception_result) {
  // expected-error @+1 {{'iree_pydm.raise_on_failure' op must be inside an iree_pydm.func}}
  iree_pydm.raise_on_failure %e : !iree_pydm.exception_result
  return
}

// -----

// expected-error @+1 {{invalid integer width: expected 8, 16, 32 or 64}}
iree_pydm.func @width(%a: !iree_pydm.integer<12>) -> (!iree_pydm.exception_result, !iree_pydm.none) {
  %0 = none
  return %0 : !iree_pydm.none
}

// -----

// expected-error @+1 {{expected a floating point type: f16, bf16, f32 or f64}}
iree_pydm.func @real(%a: !iree_pydm.real<i32>) -> (!iree_pydm.exception_result, !iree_pydm.none) {
  %0 = none
  return %0 : !iree_pydm.none
}

// -----

iree_pydm.func @cond(%a: !iree_pydm.bool, %x: !iree_pydm.integer, %y: !iree_pydm.real) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  %r = functional_if %a -> (!iree_pydm.integer) {
    yield %x : !iree_pydm.integer
  } else {
    // expected-error @+1 {{'iree_pydm.yield' op yields types that differ from the functional_if's results}}
    yield %y : !iree_pydm.real
  }
  return %r : !iree_pydm.integer
}

// -----

iree_pydm.func @no_else(%a: !iree_pydm.bool, %x: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{'iree_pydm.functional_if' op must have an else region if it yields values}}
  %r = functional_if %a -> (!iree_pydm.integer) {
    yield %x : !iree_pydm.integer
  }
  return %r : !iree_pydm.integer
}

// -----

iree_pydm.func @dunder(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{'iree_pydm.apply_binary' op unknown binary operation 'plus': expected one of add, sub, mul, truediv, floordiv, mod, pow, and, or, xor, lshift, rshift, matmul}}
  %r = apply_binary "plus", %a, %a : !iree_pydm.integer, !iree_pydm.integer -> !iree_pydm.integer
  return %r : !iree_pydm.integer
}

// -----

iree_pydm.func @callee_missing(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{'iree_pydm.call' op 'nowhere' does not reference a valid function}}
  %e, %r = call @nowhere(%a) : (!iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer)
  return %r : !iree_pydm.integer
}

// -----

iree_pydm.func @const(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{'iree_pydm.constant' op value must be a bool for !iree_pydm.bool, an integer for !iree_pydm.integer or !iree_pydm.exception_result, a float for !iree_pydm.real, a string for !iree_pydm.str or !iree_pydm.bytes}}
  %r = constant 1.5 : f64 -> !iree_pydm.integer
  return %r : !iree_pydm.integer
}

// -----

// expected-note @+1 {{prior use here}}
iree_pydm.func @pred(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: '!iree_pydm.bool' vs '!iree_pydm.integer'}}
  %p = bool_to_pred %a
  return %a : !iree_pydm.integer
}

// -----

iree_pydm.func @unbox(%a: !iree_pydm.integer) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // expected-error @+1 {{'iree_pydm.unbox' op operand #0 must be !iree_pydm.object, but got '!iree_pydm.integer'}}
  %e, %r = unbox %a : !iree_pydm.integer -> !iree_pydm.integer
  return %r : !iree_pydm.integer
}
