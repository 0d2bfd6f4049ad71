# IREE's check dialect (the assertions of IREE's e2e tests); checked with iree-opt.
VALID = [
("expect_true_false", """
// check.expect_true and check.expect_false on signless integers of several widths.
func.func @f(%a: i32, %b: i1, %c: i64) {
  check.expect_true(%a) : i32
  check.expect_false(%b) : i1
  check.expect_true(%c) {note = "x"} : i64
  return
}
"""),
("expect_all_true", """
// check.expect_all_true on integer tensors, static and dynamic.
func.func @f(%a: tensor<2x3xi32>, %b: tensor<?xi1>) {
  check.expect_all_true(%a) : tensor<2x3xi32>
  check.expect_all_true(%b) : tensor<?xi1>
  return
}
"""),
("expect_eq", """
// check.expect_eq on tensors of any element type.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2x2xi8>, %d: tensor<complex<f32>>) {
  check.expect_eq(%a, %b) : tensor<4xf32>
  check.expect_eq(%c, %c) : tensor<2x2xi8>
  check.expect_eq(%d, %d) : tensor<complex<f32>>
  return
}
"""),
("expect_eq_const", """
// check.expect_eq_const with dense splat and non-splat constants.
func.func @f(%a: tensor<3xi32>, %b: tensor<2x2xf16>, %c: tensor<i1>) {
  check.expect_eq_const(%a, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  check.expect_eq_const(%b, dense<1.5> : tensor<2x2xf16>) : tensor<2x2xf16>
  check.expect_eq_const(%c, dense<true> : tensor<i1>) : tensor<i1>
  return
}
"""),
("expect_almost_eq", """
// check.expect_almost_eq with default, explicit and default-valued tolerances (defaults are not printed).
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2xbf16>) {
  check.expect_almost_eq(%a, %b) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-02) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-02, rtol 1.0e-03) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-04, rtol 0.0) : tensor<4xf32>
  check.expect_almost_eq(%c, %c, atol 1.0e-1, rtol 5.0e-1) : tensor<2xbf16>
  return
}
"""),
("expect_almost_eq_const", """
// check.expect_almost_eq_const with and without tolerances.
func.func @f(%a: tensor<2xf32>, %b: tensor<2x2xf64>) {
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>, atol 1.0e-3) : tensor<2xf32>
  check.expect_almost_eq_const(%b, dense<0.5> : tensor<2x2xf64>, atol 0.0, rtol 1.0e-6) {tag} : tensor<2x2xf64>
  return
}
"""),
("generic_form", """
// The generic form, with the defaults written out and a discardable attribute.
func.func @f(%a: tensor<2xf32>) {
  "check.expect_almost_eq_const"(%a) <{atol = 1.000000e-02 : f32, rtol = 0.000000e+00 : f32, value = dense<1.0> : tensor<2xf32>}> {x = 1} : (tensor<2xf32>) -> ()
  "check.expect_almost_eq"(%a, %a) <{atol = 9.99999974E-5 : f32, rtol = 0.000000e+00 : f32}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_eq_const"(%a) <{value = dense<1.0> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
  return
}
"""),
("in_test_function", """
// A self-checking test function as IREE's e2e files write them.
func.func @add() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.addf %a, %a : tensor<2xf32>
  check.expect_almost_eq_const(%b, dense<[2.0, 4.0]> : tensor<2xf32>) : tensor<2xf32>
  %c = util.optimization_barrier %b : tensor<2xf32>
  check.expect_eq(%b, %c) : tensor<2xf32>
  return
}
"""),
]

INVALID = [
("eq_const_type", """
// The constant's type differs from the operand's.
func.func @f(%c: tensor<2xf32>) {
  check.expect_eq_const(%c, dense<[1, 2]> : tensor<2xi32>) : tensor<2xf32>
  return
}
"""),
("eq_types", """
// expect_eq's operands differ in type (generic form).
func.func @f(%c: tensor<2xf32>, %d: tensor<3xf32>) {
  "check.expect_eq"(%c, %d) : (tensor<2xf32>, tensor<3xf32>) -> ()
  return
}
"""),
("eq_written_type", """
// The written type applies to both operands.
func.func @f(%c: tensor<2xf32>, %d: tensor<3xf32>) {
  check.expect_eq(%c, %d) : tensor<2xf32>
  return
}
"""),
("almost_eq_int", """
// expect_almost_eq needs float tensors.
func.func @f(%c: tensor<2xi32>) {
  check.expect_almost_eq(%c, %c) : tensor<2xi32>
  return
}
"""),
("true_float", """
// expect_true needs a signless integer.
func.func @f(%c: f32) {
  check.expect_true(%c) : f32
  return
}
"""),
("all_true_float", """
// expect_all_true needs an integer tensor.
func.func @f(%c: tensor<2xf32>) {
  check.expect_all_true(%c) : tensor<2xf32>
  return
}
"""),
("eq_const_missing_value", """
// expect_eq_const without its value.
func.func @f(%c: tensor<2xf32>) {
  "check.expect_eq_const"(%c) : (tensor<2xf32>) -> ()
  return
}
"""),
("atol_kind", """
// atol must be a 32-bit float attribute.
func.func @f(%c: tensor<2xf32>) {
  "check.expect_almost_eq_const"(%c) <{value = dense<1.0> : tensor<2xf32>, atol = 1 : i32}> : (tensor<2xf32>) -> ()
  return
}
"""),
("rtol_before_atol", """
// The tolerances are written atol first.
func.func @f(%c: tensor<2xf32>) {
  check.expect_almost_eq_const(%c, dense<[1.0, 2.0]> : tensor<2xf32>, rtol 1.0e-3) : tensor<2xf32>
  return
}
"""),
("value_not_elements", """
// value must be an elements attribute.
func.func @f(%c: tensor<2xf32>) {
  "check.expect_eq_const"(%c) <{value = 1.0 : f32}> : (tensor<2xf32>) -> ()
  return
}
"""),
("memref_operand", """
// expect_eq takes tensors, not memrefs.
func.func @f(%c: memref<2xf32>) {
  check.expect_eq(%c, %c) : memref<2xf32>
  return
}
"""),
("result", """
// Checks have no results.
func.func @f(%c: i32) {
  %0 = "check.expect_true"(%c) : (i32) -> i32
  return
}
"""),
]
INVALID.append(("almost_eq_complex", """
// IREE's almost-equal check compares float tensors only (StableHLO's form takes complex ones).
func.func @f(%a: tensor<2xcomplex<f32>>) {
  check.expect_almost_eq(%a, %a) : tensor<2xcomplex<f32>>
  return
}
"""))
INVALID.append(("almost_eq_const_complex", """
// The same for the constant form.
func.func @f(%a: tensor<2xcomplex<f32>>) {
  check.expect_almost_eq_const(%a, dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>) : tensor<2xcomplex<f32>>
  return
}
"""))
