VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


BINARY = [("add", "addition"), ("sub", "subtraction"), ("mul", "multiplication"),
          ("div", "division"), ("pow", "power"), ("atan2", "two-argument arc tangent")]
for op, what in BINARY:
    v(op, f"""
// complex.{op} ({what}) on complex<f16>, <f32>, <f64> and <bf16>, with fastmath flags.
func.func @f(%h: complex<f16>, %x: complex<f32>, %d: complex<f64>, %b: complex<bf16>) -> complex<f32> {{
  %0 = complex.{op} %h, %h : complex<f16>
  %1 = complex.{op} %x, %x fastmath<nnan> : complex<f32>
  %2 = complex.{op} %d, %d fastmath<fast> : complex<f64>
  %3 = complex.{op} %b, %b fastmath<none> : complex<bf16>
  %4 = complex.{op} %1, %x fastmath<nnan,ninf> {{tag}} : complex<f32>
  return %4 : complex<f32>
}}
""")

UNARY = [("conj", "conjugate"), ("cos", "cosine"), ("exp", "exponential"),
         ("expm1", "exp(z) - 1"), ("log", "natural logarithm"), ("log1p", "log(1 + z)"),
         ("neg", "negation"), ("rsqrt", "reciprocal square root"), ("sign", "sign"),
         ("sin", "sine"), ("sqrt", "square root"), ("tan", "tangent"),
         ("tanh", "hyperbolic tangent")]
for op, what in UNARY:
    v(op, f"""
// complex.{op} ({what}) on several element types, with fastmath flags.
func.func @f(%x: complex<f32>, %d: complex<f64>, %h: complex<f16>) -> complex<f64> {{
  %0 = complex.{op} %x : complex<f32>
  %1 = complex.{op} %d fastmath<afn> : complex<f64>
  %2 = complex.{op} %h fastmath<reassoc,contract> : complex<f16>
  %3 = complex.{op} %1 {{note = 1 : i32}} : complex<f64>
  return %3 : complex<f64>
}}
""")

PART = [("re", "real part"), ("im", "imaginary part"), ("abs", "absolute value"),
        ("angle", "argument")]
for op, what in PART:
    v(op, f"""
// complex.{op} ({what}): a complex value to its element type.
func.func @f(%x: complex<f32>, %d: complex<f64>) -> (f32, f64) {{
  %0 = complex.{op} %x : complex<f32>
  %1 = complex.{op} %d fastmath<nsz> : complex<f64>
  %2 = complex.{op} %x fastmath<fast> {{k}} : complex<f32>
  return %0, %1 : f32, f64
}}
""")

v("create", """
// complex.create from two floats of several types.
func.func @f(%a: f32, %b: f32, %c: f64, %h: f16) -> complex<f32> {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.create %c, %c : complex<f64>
  %2 = complex.create %h, %h {origin} : complex<f16>
  return %0 : complex<f32>
}
""")
v("eq_neq", """
// complex.eq and complex.neq: i1 results.
func.func @f(%x: complex<f32>, %y: complex<f32>, %d: complex<f64>) -> (i1, i1) {
  %0 = complex.eq %x, %y : complex<f32>
  %1 = complex.neq %x, %y : complex<f32>
  %2 = complex.eq %d, %d {k = 2} : complex<f64>
  return %0, %1 : i1, i1
}
""")
v("powi", """
// complex.powi with signless integer exponents; its optional fastmath prints even when none.
func.func @f(%x: complex<f32>, %n: i32, %m: i64, %d: complex<f64>) -> complex<f32> {
  %0 = complex.powi %x, %n : complex<f32>, i32
  %1 = complex.powi %d, %m fastmath<nnan> : complex<f64>, i64
  %2 = complex.powi %x, %n fastmath<none> : complex<f32>, i32
  %3 = complex.powi %x, %m fastmath<fast> {k} : complex<f32>, i64
  return %0 : complex<f32>
}
""")
v("bitcast", """
// complex.bitcast between complex values and integers or floats of twice the element width.
func.func @f(%x: complex<f32>, %i: i64, %d: f64, %h: complex<f16>) -> complex<f32> {
  %0 = complex.bitcast %x : complex<f32> to i64
  %1 = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %d : f64 to complex<f32>
  %3 = complex.bitcast %h : complex<f16> to i32
  %4 = complex.bitcast %x : complex<f32> to complex<f32>
  return %1 : complex<f32>
}
""")
v("bitcast_same_type", """
// complex.bitcast to the same type is accepted whatever the type (it folds away).
func.func @f(%a: index, %v: vector<2xf32>) -> index {
  %0 = complex.bitcast %a : index to index
  %1 = complex.bitcast %v : vector<2xf32> to vector<2xf32>
  return %0 : index
}
""")
v("constants", """
// complex.constant of float and integer complex types; results named %cst.
func.func @f() -> complex<f32> {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [0.1 : f64, -3.5e10 : f64] : complex<f64>
  %2 = complex.constant [1 : i8, -2 : i8] : complex<i8>
  %3 = complex.constant [0x7FC00000 : f32, 0xFF800000 : f32] : complex<f32>
  %4 = complex.constant [1.5 : f16, 2.5 : f16] {k} : complex<f16>
  return %0 : complex<f32>
}
""")
v("number_attribute", """
// #complex.number attributes: rounding to the element type, negative zero, hex bits, a trailing type ignored.
// (An overflow to infinity is left out: mlir-opt prints it as hex bits it reads back as a double.)
func.func @f() attributes {
    a = #complex.number<:f64 1.0, 2.0>,
    b = #complex.number<:f32 0.1, -0.0>,
    c = #complex.number<:f16 65519.0, -2.5>,
    d = #complex.number<:f64 0x7FF8000000000000, 3.0>,
    e = #complex.number<:bf16 1.5, 1.0e-3> : complex<bf16>,
    g = #complex.number<:f64 4.0, 5.0> : complex<f32>} {
  return
}
""")
v("number_in_arrays", """
// #complex.number inside arrays and dictionaries of discardable attributes.
func.func @f() {
  %0 = complex.constant [1.0 : f32, 0.0 : f32] {vals = [#complex.number<:f32 1.0, 0.0>, #complex.number<:f32 -1.0, 0.5>], d = {z = #complex.number<:f64 2.0, 2.0>}} : complex<f32>
  return
}
""")
v("generic_form", """
// Complex ops in generic form with their fastmath properties.
func.func @f(%x: complex<f32>, %a: f32, %n: i32) -> f32 {
  %0 = "complex.add"(%x, %x) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>, complex<f32>) -> complex<f32>
  %1 = "complex.re"(%0) : (complex<f32>) -> f32
  %2 = "complex.create"(%a, %1) : (f32, f32) -> complex<f32>
  %3 = "complex.constant"() <{value = [1.0 : f32, 1.0 : f32]}> : () -> complex<f32>
  %4 = "complex.powi"(%3, %n) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, i32) -> complex<f32>
  %5 = "complex.neq"(%2, %4) : (complex<f32>, complex<f32>) -> i1
  %6 = "complex.abs"(%4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
  return %6 : f32
}
""")
v("rotate", """
// Rotating a complex number by multiplying with exp(i*theta).
func.func @f(%z: complex<f64>, %theta: f64) -> complex<f64> {
  %zero = arith.constant 0.0 : f64
  %it = complex.create %zero, %theta : complex<f64>
  %r = complex.exp %it : complex<f64>
  %out = complex.mul %z, %r fastmath<contract> : complex<f64>
  return %out : complex<f64>
}
""")
v("magnitude_loop", """
// Summing magnitudes of complex values in an scf.for loop over a memref.
func.func @f(%m: memref<?xcomplex<f32>>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xcomplex<f32>>
    %a = complex.abs %v : complex<f32>
    %s = arith.addf %acc, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
""")
v("with_locations", """
// Complex ops with locations.
func.func @f(%x: complex<f32>) -> f32 {
  %0 = complex.conj %x loc("z.py":3:1)
  %1 = complex.im %0 : complex<f32> loc("z.py":4:1)
  return %1 : f32
}
""".replace("complex.conj %x loc", "complex.conj %x : complex<f32> loc"))

# ================================================================ invalid
bad("add_float_type", """
// complex.add's type must be a complex type.
func.func @f(%a: f32) {
  %0 = complex.add %a, %a : f32
  return
}
""")
bad("re_float_type", """
// complex.re of a float.
func.func @f(%a: f32) {
  %0 = complex.re %a : f32
  return
}
""")
bad("add_integer_complex", """
// complex.add on complex<i32>: its elements must be floats.
func.func @f(%a: complex<i32>) {
  %0 = complex.add %a, %a : complex<i32>
  return
}
""")
bad("add_generic_mixed_types", """
// complex.add with operands of different complex types.
func.func @f(%x: complex<f32>, %y: complex<f64>) {
  %0 = "complex.add"(%x, %y) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
""")
bad("exp_generic_result_type", """
// complex.exp returning another complex type.
func.func @f(%x: complex<f32>) {
  %0 = "complex.exp"(%x) : (complex<f32>) -> complex<f64>
  return
}
""")
bad("abs_wrong_result", """
// complex.abs of a complex<f32> returns f32.
func.func @f(%x: complex<f32>) {
  %0 = "complex.abs"(%x) : (complex<f32>) -> f64
  return
}
""")
bad("create_mixed_parts", """
// complex.create with parts of different types.
func.func @f(%a: f32, %b: f64) {
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}
""")
bad("create_wrong_element", """
// complex.create of f32 parts into a complex<f64>.
func.func @f(%a: f32) {
  %0 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
  return
}
""")
bad("eq_mixed_types", """
// complex.eq of two different complex types.
func.func @f(%x: complex<f32>, %y: complex<f64>) {
  %0 = "complex.eq"(%x, %y) : (complex<f32>, complex<f64>) -> i1
  return
}
""")
bad("powi_float_exponent", """
// complex.powi's exponent type must be an integer.
func.func @f(%x: complex<f32>, %n: f32) {
  %0 = complex.powi %x, %n : complex<f32>, f32
  return
}
""")
bad("powi_result_type", """
// complex.powi's result has the base's type.
func.func @f(%x: complex<f32>, %n: i32) {
  %0 = "complex.powi"(%x, %n) : (complex<f32>, i32) -> complex<f64>
  return
}
""")
bad("bitcast_width", """
// complex.bitcast between types of different bit widths.
func.func @f(%a: f32) {
  %0 = complex.bitcast %a : f32 to complex<f32>
  return
}
""")
bad("bitcast_no_complex", """
// complex.bitcast needs a complex type on one side.
func.func @f(%a: i32) {
  %0 = complex.bitcast %a : i32 to f32
  return
}
""")
bad("bitcast_index", """
// complex.bitcast from index.
func.func @f(%a: index) {
  %0 = complex.bitcast %a : index to complex<f32>
  return
}
""")
bad("bitcast_two_complex", """
// complex.bitcast between two complex types.
func.func @f(%x: complex<f32>) {
  %0 = complex.bitcast %x : complex<f32> to complex<f64>
  return
}
""")
bad("constant_one_value", """
// complex.constant with one value.
func.func @f() {
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
""")
bad("constant_mismatched_element", """
// complex.constant whose values are not of the element type.
func.func @f() {
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}
""")
bad("constant_string_values", """
// complex.constant of strings.
func.func @f() {
  %0 = complex.constant ["a", "b"] : complex<f32>
  return
}
""")
bad("constant_not_array", """
// complex.constant of a dense attribute: the value must be an array.
func.func @f() {
  %0 = complex.constant dense<1.0> : tensor<2xf32> : complex<f32>
  return
}
""")
bad("constant_float", """
// complex.constant of a float: the value must be an array.
func.func @f() {
  %0 = complex.constant 1.0 : complex<f32>
  return
}
""")
bad("constant_float_type", """
// complex.constant of type f32.
func.func @f() {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}
""")
bad("fastmath_bogus", """
// complex.re with a fastmath flag that does not exist.
func.func @f(%x: complex<f32>) {
  %0 = complex.re %x fastmath<bogus> : complex<f32>
  return
}
""")
bad("fastmath_generic_integer", """
// complex.add's fastmath property must be an #arith.fastmath.
func.func @f(%x: complex<f32>) {
  %0 = "complex.add"(%x, %x) <{fastmath = 1 : i32}> : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
""")
bad("number_decimal_integer", """
// #complex.number's parts are float literals: a decimal integer is refused.
func.func @f() attributes {a = #complex.number<:f32 0.5, 1>} {
  return
}
""")
bad("number_missing_colon", """
// #complex.number's element type follows a colon.
func.func @f() attributes {a = #complex.number<f64 1.0, 2.0>} {
  return
}
""")
bad("number_missing_comma", """
// #complex.number's parts are separated by a comma.
func.func @f() attributes {a = #complex.number<:f64 1.0 2.0>} {
  return
}
""")
bad("number_keyword_part", """
// #complex.number with a keyword for a part.
func.func @f() attributes {a = #complex.number<:f64 x, 2.0>} {
  return
}
""")
bad("unknown_attribute", """
// An attribute the complex dialect does not have.
func.func @f() attributes {a = #complex.zzz} {
  return
}
""")
