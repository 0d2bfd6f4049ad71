VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


UNARY_F = [
    ("absf", "absolute value"), ("acos", "arc cosine"), ("acosh", "inverse hyperbolic cosine"),
    ("asin", "arc sine"), ("asinh", "inverse hyperbolic sine"), ("atan", "arc tangent"),
    ("atanh", "inverse hyperbolic tangent"), ("cbrt", "cube root"), ("ceil", "ceiling"),
    ("cos", "cosine"), ("cosh", "hyperbolic cosine"), ("erf", "error function"),
    ("erfc", "complementary error function"), ("exp", "base-e exponential"),
    ("exp2", "base-2 exponential"), ("expm1", "exp(x) - 1"), ("floor", "floor"),
    ("log", "natural logarithm"), ("log10", "base-10 logarithm"), ("log1p", "log(1 + x)"),
    ("log2", "base-2 logarithm"), ("round", "round half away from zero"),
    ("roundeven", "round half to even"), ("rsqrt", "reciprocal square root"), ("sin", "sine"),
    ("sinh", "hyperbolic sine"), ("sqrt", "square root"), ("tan", "tangent"),
    ("tanh", "hyperbolic tangent"), ("trunc", "truncation toward zero"),
]
for op, what in UNARY_F:
    v(op, f"""
// math.{op} ({what}) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {{
  %0 = math.{op} %h : f16
  %1 = math.{op} %b fastmath<fast> : bf16
  %2 = math.{op} %x : f32
  %3 = math.{op} %d fastmath<nnan, ninf> : f64
  %4 = math.{op} %v fastmath<afn> : vector<4xf32>
  %5 = math.{op} %t : tensor<?x3xf64>
  %6 = math.{op} %2 fastmath<none> : f32
  return %6 : f32
}}
""")

for op, what in [("atan2", "two-argument arc tangent"), ("copysign", "copy sign"),
                 ("powf", "float power")]:
    v(op, f"""
// math.{op} ({what}) on scalars, vectors and tensors, with fastmath flags.
func.func @f(%x: f32, %y: f32, %d: f64, %h: f16, %v: vector<2x2xf32>, %t: tensor<4xbf16>) -> f32 {{
  %0 = math.{op} %x, %y : f32
  %1 = math.{op} %d, %d fastmath<fast> : f64
  %2 = math.{op} %h, %h : f16
  %3 = math.{op} %v, %v fastmath<reassoc> : vector<2x2xf32>
  %4 = math.{op} %t, %t : tensor<4xbf16>
  return %0 : f32
}}
""")

v("fma", """
// math.fma (fused multiply-add) on scalars, vectors and tensors.
func.func @f(%a: f32, %b: f32, %c: f32, %v: vector<8xf16>, %t: tensor<2x?xf64>) -> f32 {
  %0 = math.fma %a, %b, %c : f32
  %1 = math.fma %v, %v, %v fastmath<contract> : vector<8xf16>
  %2 = math.fma %t, %t, %t fastmath<fast> : tensor<2x?xf64>
  return %0 : f32
}
""")
v("fpowi", """
// math.fpowi raises a float to an integer power; the type list names both types.
func.func @f(%x: f32, %n: i32, %d: f64, %m: i64, %v: vector<4xf32>, %vn: vector<4xi32>) -> f32 {
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %d, %m fastmath<fast> : f64, i64
  %2 = math.fpowi %v, %vn : vector<4xf32>, vector<4xi32>
  return %0 : f32
}
""")
v("ipowi", """
// math.ipowi raises an integer to an integer power.
func.func @f(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<3xi8>) -> i32 {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %v, %v : vector<4xi64>
  %2 = math.ipowi %t, %t : tensor<3xi8>
  return %0 : i32
}
""")
for op, what in [("absi", "integer absolute value"), ("ctlz", "count leading zeros"),
                 ("cttz", "count trailing zeros"), ("ctpop", "population count")]:
    v(op, f"""
// math.{op} ({what}) on integers of several widths, vectors and tensors.
func.func @f(%a: i8, %b: i32, %c: i64, %v: vector<4xi16>, %t: tensor<?xi32>) -> i32 {{
  %0 = math.{op} %a : i8
  %1 = math.{op} %b : i32
  %2 = math.{op} %c : i64
  %3 = math.{op} %v : vector<4xi16>
  %4 = math.{op} %t : tensor<?xi32>
  return %1 : i32
}}
""")
for op, what in [("isnan", "is NaN"), ("isinf", "is infinite"), ("isfinite", "is finite"),
                 ("isnormal", "is normal")]:
    v(op, f"""
// math.{op} ({what}) returns i1, or a vector/tensor of i1 for shaped operands.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x2xbf16>) -> i1 {{
  %0 = math.{op} %x : f32
  %1 = math.{op} %d : f64
  %2 = math.{op} %h : f16
  %3 = math.{op} %v : vector<4xf32>
  %4 = math.{op} %t : tensor<2x2xbf16>
  return %0 : i1
}}
""")
v("sincos", """
// math.sincos returns sine and cosine; the printer names the results %sin and %cos.
func.func @f(%x: f32, %v: vector<4xf64>) -> (f32, f32) {
  %s, %c = math.sincos %x : f32
  %0:2 = math.sincos %v fastmath<fast> : vector<4xf64>
  %s2, %c2 = math.sincos %x : f32
  return %s, %c : f32, f32
}
""")
v("clampf", """
// math.clampf clamps a float between two bounds.
func.func @f(%x: f32, %lo: f32, %hi: f32, %v: vector<4xf16>) -> f32 {
  %0 = math.clampf %x to [%lo, %hi] : f32
  %1 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<4xf16>
  return %0 : f32
}
""")
v("special_constants", """
// math ops applied to special float constants (infinity, NaN, negative zero).
func.func @f() -> (f32, i1, i1) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %0 = math.sqrt %inf : f32
  %1 = math.isnan %nan : f32
  %2 = math.isinf %inf : f32
  %3 = math.copysign %0, %nz : f32
  return %3, %1, %2 : f32, i1, i1
}
""")
v("softplus", """
// A small numeric kernel: softplus(x) = log1p(exp(x)) with a stable branch.
func.func @softplus(%x: f64) -> f64 {
  %c20 = arith.constant 20.0 : f64
  %big = arith.cmpf ogt, %x, %c20 : f64
  %e = math.exp %x fastmath<afn> : f64
  %l = math.log1p %e : f64
  %r = arith.select %big, %x, %l : f64
  return %r : f64
}
""")
v("generic_form", """
// math ops in generic form with a fastmath property; printed in custom form.
func.func @f(%x: f32) -> (f32, i32) {
  %0 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %1 = "math.exp"(%0) : (f32) -> f32
  %i = arith.constant 8 : i32
  %2 = "math.ctpop"(%i) : (i32) -> i32
  return %1, %2 : f32, i32
}
""")
v("attributes_and_locations", """
// math ops with discardable attributes and locations.
func.func @f(%x: f32) -> f32 {
  %0 = math.sin %x {test.approx = 3 : i32} : f32 loc("m.mlir":2:8)
  %1 = math.cos %0 fastmath<fast> {test.tag} : f32 loc("cos")
  return %1 : f32
}
""")
v("scalable_vectors", """
// math ops on scalable vectors.
func.func @f(%v: vector<[4]xf32>, %i: vector<[8]xi16>) -> vector<[4]xf32> {
  %0 = math.exp %v : vector<[4]xf32>
  %1 = math.ctlz %i : vector<[8]xi16>
  %2 = math.isnan %v : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
""")

# ================================================================ invalid
bad("sqrt_on_integer", """
// math.sqrt on an integer operand.
func.func @f(%a: i32) {
  %0 = math.sqrt %a : i32
  return
}
""")
bad("absi_on_float", """
// math.absi on a float operand.
func.func @f(%a: f32) {
  %0 = math.absi %a : f32
  return
}
""")
bad("ctlz_on_float_vector", """
// math.ctlz on a float vector.
func.func @f(%a: vector<4xf32>) {
  %0 = math.ctlz %a : vector<4xf32>
  return
}
""")
bad("powf_mismatched_types", """
// math.powf with operands of different float types (generic form).
func.func @f(%a: f32, %b: f64) {
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
""")
bad("fma_wrong_operand_count", """
// math.fma with two operands.
func.func @f(%a: f32) {
  %0 = math.fma %a, %a : f32
  return
}
""")
bad("isnan_wrong_result_type", """
// math.isnan must return i1 (generic form).
func.func @f(%a: f32) {
  %0 = "math.isnan"(%a) : (f32) -> f32
  return
}
""")
bad("isnan_fastmath", """
// math.isnan does not take fastmath flags.
func.func @f(%a: f32) {
  %0 = math.isnan %a fastmath<fast> : f32
  return
}
""")
bad("fpowi_shape_mismatch", """
// math.fpowi with a vector base and a scalar exponent.
func.func @f(%a: vector<4xf32>, %n: i32) {
  %0 = math.fpowi %a, %n : vector<4xf32>, i32
  return
}
""")
bad("ipowi_on_float", """
// math.ipowi on float operands.
func.func @f(%a: f32) {
  %0 = math.ipowi %a, %a : f32
  return
}
""")
bad("exp_result_type_mismatch", """
// math.exp whose result type differs from its operand type (generic form).
func.func @f(%a: f32) {
  %0 = "math.exp"(%a) : (f32) -> f64
  return
}
""")
bad("attr_dict_fastmath_wrong_kind", """
// math.fma with an integer fastmath in its attribute dictionary: an error of the custom op at the '{'.
func.func @f(%x: f32) -> f32 {
  %0 = math.fma %x, %x, %x {fastmath = 1 : i32} : f32
  return %0 : f32
}
""")
