VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


# ---------------------------------------------------------------- constants
v("constant_integers", """
// arith.constant of signless integers of several widths; the printer names them %c<value>_<type>.
func.func @f() -> (i1, i8, i16, i32, i64) {
  %a = arith.constant 1 : i1
  %b = arith.constant -128 : i8
  %c = arith.constant 32767 : i16
  %d = arith.constant 42 : i32
  %e = arith.constant -1 : i64
  return %a, %b, %c, %d, %e : i1, i8, i16, i32, i64
}
""")
v("constant_bool", """
// i1 constants written as true/false and as integers: the printer names them %true/%false.
func.func @f() -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i1
  %zero = arith.constant 0 : i1
  return %t, %f, %one, %zero : i1, i1, i1, i1
}
""")
v("constant_index", """
// index constants: the printer names them %c<value> without a type suffix.
func.func @f() -> (index, index, index) {
  %a = arith.constant 0 : index
  %b = arith.constant 1024 : index
  %c = arith.constant -5 : index
  return %a, %b, %c : index, index, index
}
""")
v("constant_duplicates", """
// Several equal constants in one function: the printer adds _0, _1, ... suffixes.
func.func @f() -> (i32, i32, i32, index, index, i1, i1, f32, f32) {
  %a = arith.constant 0 : i32
  %b = arith.constant 0 : i32
  %c = arith.constant 0 : i32
  %d = arith.constant 1 : index
  %e = arith.constant 1 : index
  %f = arith.constant true
  %g = arith.constant true
  %h = arith.constant 1.0 : f32
  %i = arith.constant 1.0 : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, index, index, i1, i1, f32, f32
}
""")
v("constant_duplicates_across_functions", """
// Name suffixes restart in every function (isolated from above).
func.func @f() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  return %a, %b : i32, i32
}
func.func @g() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  return %a, %b : i32, i32
}
""")
v("constant_duplicates_nested_regions", """
// Equal constants in nested regions share the function's name scope.
func.func @f(%c: i1) -> i32 {
  %a = arith.constant 3 : i32
  %r = scf.if %c -> i32 {
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  } else {
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
""")
v("constant_negative_and_large", """
// Extreme integer values: i64 min/max, i128, odd widths.
func.func @f() -> (i64, i64, i128, i7, i33, i8) {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  %d = arith.constant -64 : i7
  %e = arith.constant 4294967296 : i33
  %f = arith.constant 255 : i8
  return %a, %b, %c, %d, %e, %f : i64, i64, i128, i7, i33, i8
}
""")
v("constant_hex_integers", """
// Integer constants written in hexadecimal; printed in decimal.
func.func @f() -> (i8, i32, i64) {
  %a = arith.constant 0xFF : i8
  %b = arith.constant 0x7FFFFFFF : i32
  %c = arith.constant 0xDEADBEEF : i64
  return %a, %b, %c : i8, i32, i64
}
""")
v("constant_floats", """
// Float constants of every common width: the printer names them %cst, %cst_0, ...
func.func @f() -> (f16, bf16, f32, f64, f64) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -2.25 : bf16
  %c = arith.constant 3.14159 : f32
  %d = arith.constant 2.718281828459045 : f64
  %e = arith.constant 1.0e-5 : f64
  return %a, %b, %c, %d, %e : f16, bf16, f32, f64, f64
}
""")
v("constant_float_special", """
// Infinities, NaN and negative zero written as hexadecimal bit patterns and decimals.
func.func @f() -> (f32, f32, f32, f64, f16, bf16, f64, f32) {
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %hinf = arith.constant 0x7C00 : f16
  %binf = arith.constant 0x7F80 : bf16
  %nzero = arith.constant -0.0 : f64
  %snan = arith.constant 0x7F800001 : f32
  return %pinf, %ninf, %nan, %dnan, %hinf, %binf, %nzero, %snan : f32, f32, f32, f64, f16, bf16, f64, f32
}
""")
v("constant_float_hex_ordinary", """
// Hexadecimal float bit patterns of ordinary values are printed as decimals.
func.func @f() -> (f32, f64, f16) {
  %one = arith.constant 0x3F800000 : f32
  %half = arith.constant 0x3FE0000000000000 : f64
  %two = arith.constant 0x4000 : f16
  return %one, %half, %two : f32, f64, f16
}
""")
v("constant_float_precision", """
// Float constants that need many digits or exponents to round-trip.
func.func @f() -> (f32, f64, f32, f64, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.1 : f64
  %c = arith.constant 1.0e+38 : f32
  %d = arith.constant 4.9406564584124654e-324 : f64
  %e = arith.constant 16777217.0 : f32
  return %a, %b, %c, %d, %e : f32, f64, f32, f64, f32
}
""")
v("constant_small_floats", """
// Less common float types: f8 variants, tf32 and f80/f128.
func.func @f() -> (f8E4M3FN, f8E5M2, tf32, f80, f128) {
  %a = arith.constant 1.0 : f8E4M3FN
  %b = arith.constant -2.0 : f8E5M2
  %c = arith.constant 0.5 : tf32
  %d = arith.constant 3.0 : f80
  %e = arith.constant 1.0e10 : f128
  return %a, %b, %c, %d, %e : f8E4M3FN, f8E5M2, tf32, f80, f128
}
""")
v("constant_vector_splat", """
// Splat dense constants of vector type.
func.func @f() -> (vector<4xi32>, vector<2x2xf32>, vector<8xi1>, vector<3xindex>) {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<0.5> : vector<2x2xf32>
  %c = arith.constant dense<true> : vector<8xi1>
  %d = arith.constant dense<0> : vector<3xindex>
  return %a, %b, %c, %d : vector<4xi32>, vector<2x2xf32>, vector<8xi1>, vector<3xindex>
}
""")
v("constant_vector_elements", """
// Non-splat dense constants of vector type, including nested lists.
func.func @f() -> (vector<4xi8>, vector<2x3xf64>, vector<3xi1>) {
  %a = arith.constant dense<[1, -2, 3, -128]> : vector<4xi8>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [-4.5, 0.0, 1.0e-5]]> : vector<2x3xf64>
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  return %a, %b, %c : vector<4xi8>, vector<2x3xf64>, vector<3xi1>
}
""")
v("constant_scalable_vector", """
// Dense constants of scalable vector type.
func.func @f() -> (vector<[4]xf32>, vector<2x[8]xi16>) {
  %a = arith.constant dense<1.0> : vector<[4]xf32>
  %b = arith.constant dense<-1> : vector<2x[8]xi16>
  return %a, %b : vector<[4]xf32>, vector<2x[8]xi16>
}
""")
v("constant_tensor", """
// Dense constants of tensor type: splat, nested, rank 0, and zero elements.
func.func @f() -> (tensor<2x3xi32>, tensor<4xf32>, tensor<f64>, tensor<0xi32>, tensor<2x0xf32>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<[0x7F800000, 1.0, -1.0, 0x7FC00000]> : tensor<4xf32>
  %c = arith.constant dense<2.5> : tensor<f64>
  %d = arith.constant dense<> : tensor<0xi32>
  %e = arith.constant dense<> : tensor<2x0xf32>
  return %a, %b, %c, %d, %e : tensor<2x3xi32>, tensor<4xf32>, tensor<f64>, tensor<0xi32>, tensor<2x0xf32>
}
""")
v("constant_tensor_hex", """
// Dense constants given as a hexadecimal byte string.
func.func @f() -> (tensor<4xi8>, tensor<2xi32>, tensor<2xf32>) {
  %a = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %b = arith.constant dense<"0x0100000002000000"> : tensor<2xi32>
  %c = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  return %a, %b, %c : tensor<4xi8>, tensor<2xi32>, tensor<2xf32>
}
""")
v("constant_tensor_large", """
// A dense constant with many elements (printed elided only with an option, so in full here).
func.func @f() -> tensor<4x8xi16> {
  %a = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30, 31]]> : tensor<4x8xi16>
  return %a : tensor<4x8xi16>
}
""")
v("constant_tensor_f16_bf16", """
// Dense f16 and bf16 constants, with special values.
func.func @f() -> (tensor<3xf16>, tensor<3xbf16>) {
  %a = arith.constant dense<[1.0, 0x7C00, -0.5]> : tensor<3xf16>
  %b = arith.constant dense<[1.0, 0xFF80, 3.0e+38]> : tensor<3xbf16>
  return %a, %b : tensor<3xf16>, tensor<3xbf16>
}
""")
v("constant_tensor_index_and_bool", """
// Dense constants of index and i1 element type.
func.func @f() -> (tensor<3xindex>, tensor<2x2xi1>) {
  %a = arith.constant dense<[0, 1, -1]> : tensor<3xindex>
  %b = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  return %a, %b : tensor<3xindex>, tensor<2x2xi1>
}
""")
v("constant_sparse", """
// Sparse elements constants.
func.func @f() -> (tensor<3x4xi32>, tensor<8xf32>) {
  %a = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %b = arith.constant sparse<[[3]], [2.5]> : tensor<8xf32>
  return %a, %b : tensor<3x4xi32>, tensor<8xf32>
}
""")
v("constant_complex", """
// Dense constants of complex element type.
func.func @f() -> (tensor<2xcomplex<f32>>, tensor<complex<i32>>) {
  %a = arith.constant dense<[(1.0, 2.0), (-1.0, 0.5)]> : tensor<2xcomplex<f32>>
  %b = arith.constant dense<(3, 4)> : tensor<complex<i32>>
  return %a, %b : tensor<2xcomplex<f32>>, tensor<complex<i32>>
}
""")
v("constant_dense_resource", """
// A dense_resource constant backed by a blob in the file's resource section.
func.func @f() -> tensor<2xi32> {
  %a = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %a : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
""")
v("constant_generic_form", """
// arith.constant in generic form with the value as a property; printed in custom form.
func.func @f() -> (i32, f32) {
  %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
  return %0, %1 : i32, f32
}
""")
v("constant_with_attrs_and_locs", """
// Constants carrying discardable attributes and locations.
func.func @f() -> (i32, f32) {
  %0 = arith.constant {test.tag = "zero"} 0 : i32 loc("c.mlir":1:1)
  %1 = arith.constant {test.a, test.b = 2 : i64} 1.0 : f32 loc("one")
  return %0, %1 : i32, f32
}
""")

# ---------------------------------------------------------------- integer binary ops
INT_BIN = [
    ("addi", "integer addition"), ("subi", "integer subtraction"), ("muli", "integer multiplication"),
    ("divsi", "signed integer division"), ("divui", "unsigned integer division"),
    ("ceildivsi", "signed ceiling division"), ("ceildivui", "unsigned ceiling division"),
    ("floordivsi", "signed floor division"), ("remsi", "signed remainder"),
    ("remui", "unsigned remainder"), ("andi", "bitwise and"), ("ori", "bitwise or"),
    ("xori", "bitwise xor"), ("shli", "shift left"), ("shrsi", "arithmetic shift right"),
    ("shrui", "logical shift right"), ("maxsi", "signed maximum"), ("maxui", "unsigned maximum"),
    ("minsi", "signed minimum"), ("minui", "unsigned minimum"),
]
for op, what in INT_BIN:
    v(op, f"""
// arith.{op} ({what}) on scalars, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %k: i1) -> i32 {{
  %0 = arith.{op} %a, %b : i32
  %1 = arith.{op} %i, %j : index
  %2 = arith.{op} %v, %v : vector<4xi64>
  %3 = arith.{op} %t, %t : tensor<2x?xi8>
  %4 = arith.{op} %k, %k : i1
  %c5 = arith.constant 5 : i32
  %5 = arith.{op} %0, %c5 : i32
  return %5 : i32
}}
""")

for op in ["addi", "subi", "muli", "shli"]:
    v(op + "_overflow_flags", f"""
// arith.{op} with overflow flags nsw, nuw and both (printed in the canonical order nsw, nuw).
func.func @f(%a: i64, %b: i64, %v: vector<2xi16>) -> i64 {{
  %0 = arith.{op} %a, %b overflow<nsw> : i64
  %1 = arith.{op} %0, %b overflow<nuw> : i64
  %2 = arith.{op} %1, %b overflow<nsw, nuw> : i64
  %3 = arith.{op} %2, %b overflow<nuw, nsw> : i64
  %4 = arith.{op} %3, %b overflow<none> : i64
  %5 = arith.{op} %v, %v overflow<nsw> : vector<2xi16>
  return %4 : i64
}}
""")
v("trunci_overflow_flags", """
// arith.trunci with overflow flags.
func.func @f(%a: i64) -> (i32, i16, i8) {
  %0 = arith.trunci %a overflow<nsw> : i64 to i32
  %1 = arith.trunci %a overflow<nuw> : i64 to i16
  %2 = arith.trunci %a overflow<nsw, nuw> : i64 to i8
  return %0, %1, %2 : i32, i16, i8
}
""")
for op in ["divsi", "divui", "shrsi", "shrui"]:
    v(op + "_exact", f"""
// arith.{op} with and without the `exact` flag.
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>) -> i32 {{
  %0 = arith.{op} %a, %b exact : i32
  %1 = arith.{op} %0, %b : i32
  %2 = arith.{op} %v, %v exact : vector<4xi8>
  return %1 : i32
}}
""")

# ---------------------------------------------------------------- float binary ops
FLT_BIN = [
    ("addf", "float addition"), ("subf", "float subtraction"), ("mulf", "float multiplication"),
    ("divf", "float division"), ("remf", "float remainder"),
    ("maximumf", "IEEE maximum propagating NaN"), ("minimumf", "IEEE minimum propagating NaN"),
    ("maxnumf", "maximum ignoring NaN"), ("minnumf", "minimum ignoring NaN"),
]
for op, what in FLT_BIN:
    v(op, f"""
// arith.{op} ({what}) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %y: f32, %d: f64, %v: vector<8xf32>, %t: tensor<?x?xf64>) -> f32 {{
  %0 = arith.{op} %h, %h : f16
  %1 = arith.{op} %b, %b fastmath<fast> : bf16
  %2 = arith.{op} %x, %y : f32
  %3 = arith.{op} %d, %d fastmath<nnan, ninf> : f64
  %4 = arith.{op} %v, %v fastmath<contract> : vector<8xf32>
  %5 = arith.{op} %t, %t : tensor<?x?xf64>
  %cst = arith.constant 0.5 : f32
  %6 = arith.{op} %2, %cst fastmath<none> : f32
  return %6 : f32
}}
""")
v("negf", """
// arith.negf on scalars, vectors and tensors, with fastmath flags.
func.func @f(%x: f32, %h: f16, %v: vector<4xf64>, %t: tensor<3xbf16>) -> f32 {
  %0 = arith.negf %x : f32
  %1 = arith.negf %h fastmath<nsz> : f16
  %2 = arith.negf %v : vector<4xf64>
  %3 = arith.negf %t fastmath<fast> : tensor<3xbf16>
  return %0 : f32
}
""")
v("fastmath_flags", """
// Every fastmath flag alone and in combination; `fast` stands for all of them.
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<reassoc> : f32
  %1 = arith.addf %0, %x fastmath<nnan> : f32
  %2 = arith.addf %1, %x fastmath<ninf> : f32
  %3 = arith.addf %2, %x fastmath<nsz> : f32
  %4 = arith.addf %3, %x fastmath<arcp> : f32
  %5 = arith.addf %4, %x fastmath<contract> : f32
  %6 = arith.addf %5, %x fastmath<afn> : f32
  %7 = arith.addf %6, %x fastmath<ninf,nnan> : f32
  %8 = arith.addf %7, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %9 = arith.addf %8, %x fastmath<fast> : f32
  %10 = arith.addf %9, %x fastmath<none> : f32
  return %10 : f32
}
""")

# ---------------------------------------------------------------- comparisons
CMPI = [("eq", "equal"), ("ne", "not equal"), ("slt", "signed less than"),
        ("sle", "signed less or equal"), ("sgt", "signed greater than"),
        ("sge", "signed greater or equal"), ("ult", "unsigned less than"),
        ("ule", "unsigned less or equal"), ("ugt", "unsigned greater than"),
        ("uge", "unsigned greater or equal")]
for pred, what in CMPI:
    v("cmpi_" + pred, f"""
// arith.cmpi {pred} ({what}) on integers, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) -> i1 {{
  %0 = arith.cmpi {pred}, %a, %b : i32
  %1 = arith.cmpi {pred}, %i, %i : index
  %2 = arith.cmpi {pred}, %v, %v : vector<4xi8>
  %3 = arith.cmpi {pred}, %t, %t : tensor<?xi64>
  %4 = arith.cmpi {pred}, %0, %1 : i1
  return %4 : i1
}}
""")
v("cmpi_string_predicate", """
// arith.cmpi accepts the predicate as a string; it is printed as a keyword.
func.func @f(%a: i16, %b: i16) -> i1 {
  %0 = arith.cmpi "sle", %a, %b : i16
  return %0 : i1
}
""")
CMPF = [("false", "always false"), ("oeq", "ordered equal"), ("ogt", "ordered greater than"),
        ("oge", "ordered greater or equal"), ("olt", "ordered less than"),
        ("ole", "ordered less or equal"), ("one", "ordered not equal"), ("ord", "ordered"),
        ("ueq", "unordered or equal"), ("ugt", "unordered or greater than"),
        ("uge", "unordered or greater or equal"), ("ult", "unordered or less than"),
        ("ule", "unordered or less or equal"), ("une", "unordered or not equal"),
        ("uno", "unordered"), ("true", "always true")]
for pred, what in CMPF:
    v("cmpf_" + pred, f"""
// arith.cmpf {pred} ({what}) on floats, vectors and tensors, with and without fastmath.
func.func @f(%x: f32, %y: f32, %d: f64, %h: f16, %v: vector<2xf32>, %t: tensor<3xbf16>) -> i1 {{
  %0 = arith.cmpf {pred}, %x, %y : f32
  %1 = arith.cmpf {pred}, %d, %d fastmath<nnan> : f64
  %2 = arith.cmpf {pred}, %h, %h : f16
  %3 = arith.cmpf {pred}, %v, %v : vector<2xf32>
  %4 = arith.cmpf {pred}, %t, %t fastmath<fast> : tensor<3xbf16>
  return %0 : i1
}}
""")

# ---------------------------------------------------------------- casts
v("extsi", """
// arith.extsi sign-extends to a wider integer type, on scalars, vectors and tensors.
func.func @f(%a: i1, %b: i8, %v: vector<4xi16>, %t: tensor<?xi32>) -> i64 {
  %0 = arith.extsi %a : i1 to i32
  %1 = arith.extsi %b : i8 to i64
  %2 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %3 = arith.extsi %t : tensor<?xi32> to tensor<?xi64>
  return %1 : i64
}
""")
v("extui", """
// arith.extui zero-extends to a wider integer type.
func.func @f(%a: i1, %b: i8, %v: vector<4xi16>, %t: tensor<2xi32>) -> i32 {
  %0 = arith.extui %a : i1 to i32
  %1 = arith.extui %b : i8 to i16
  %2 = arith.extui %v : vector<4xi16> to vector<4xi64>
  %3 = arith.extui %t : tensor<2xi32> to tensor<2xi128>
  return %0 : i32
}
""")
v("trunci", """
// arith.trunci truncates to a narrower integer type.
func.func @f(%a: i64, %v: vector<4xi32>, %t: tensor<?x?xi16>) -> i1 {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %a : i64 to i1
  %2 = arith.trunci %v : vector<4xi32> to vector<4xi8>
  %3 = arith.trunci %t : tensor<?x?xi16> to tensor<?x?xi8>
  return %1 : i1
}
""")
v("extf", """
// arith.extf widens floats, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %v: vector<4xf16>, %t: tensor<2xf32>) -> f64 {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.extf %x fastmath<nnan> : f32 to f64
  %3 = arith.extf %v : vector<4xf16> to vector<4xf64>
  %4 = arith.extf %t : tensor<2xf32> to tensor<2xf64>
  return %2 : f64
}
""")
v("truncf", """
// arith.truncf narrows floats, on scalars, vectors and tensors.
func.func @f(%d: f64, %x: f32, %v: vector<4xf32>, %t: tensor<2xf64>) -> f16 {
  %0 = arith.truncf %d : f64 to f32
  %1 = arith.truncf %x : f32 to f16
  %2 = arith.truncf %x : f32 to bf16
  %3 = arith.truncf %v : vector<4xf32> to vector<4xf16>
  %4 = arith.truncf %t fastmath<afn> : tensor<2xf64> to tensor<2xf32>
  return %1 : f16
}
""")
v("truncf_rounding_modes", """
// arith.truncf with each rounding mode, alone and with fastmath flags.
func.func @f(%x: f32) -> f16 {
  %0 = arith.truncf %x to_nearest_even : f32 to f16
  %1 = arith.truncf %x downward : f32 to f16
  %2 = arith.truncf %x upward : f32 to f16
  %3 = arith.truncf %x toward_zero : f32 to f16
  %4 = arith.truncf %x to_nearest_away : f32 to f16
  %5 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to bf16
  return %0 : f16
}
""")
v("sitofp", """
// arith.sitofp converts signed integers to floats.
func.func @f(%a: i32, %b: i64, %c: i1, %v: vector<4xi8>, %t: tensor<?xi16>) -> f32 {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.sitofp %b : i64 to f16
  %2 = arith.sitofp %c : i1 to f64
  %3 = arith.sitofp %v : vector<4xi8> to vector<4xbf16>
  %4 = arith.sitofp %t : tensor<?xi16> to tensor<?xf32>
  return %0 : f32
}
""")
v("uitofp", """
// arith.uitofp converts unsigned integers to floats.
func.func @f(%a: i32, %b: i64, %v: vector<2xi32>, %t: tensor<4xi8>) -> f64 {
  %0 = arith.uitofp %a : i32 to f64
  %1 = arith.uitofp %b : i64 to f32
  %2 = arith.uitofp %v : vector<2xi32> to vector<2xf16>
  %3 = arith.uitofp %t : tensor<4xi8> to tensor<4xf32>
  return %0 : f64
}
""")
v("fptosi", """
// arith.fptosi converts floats to signed integers.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<?xf64>) -> i32 {
  %0 = arith.fptosi %x : f32 to i32
  %1 = arith.fptosi %d : f64 to i8
  %2 = arith.fptosi %h : f16 to i64
  %3 = arith.fptosi %v : vector<4xf32> to vector<4xi16>
  %4 = arith.fptosi %t : tensor<?xf64> to tensor<?xi1>
  return %0 : i32
}
""")
v("fptoui", """
// arith.fptoui converts floats to unsigned integers.
func.func @f(%x: f32, %b: bf16, %v: vector<4xf64>, %t: tensor<2x2xf32>) -> i64 {
  %0 = arith.fptoui %x : f32 to i64
  %1 = arith.fptoui %b : bf16 to i32
  %2 = arith.fptoui %v : vector<4xf64> to vector<4xi8>
  %3 = arith.fptoui %t : tensor<2x2xf32> to tensor<2x2xi32>
  return %0 : i64
}
""")
v("index_cast", """
// arith.index_cast between index and signless integers, both directions.
func.func @f(%a: i32, %i: index, %v: vector<4xi64>, %t: tensor<?xindex>) -> index {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.index_cast %i : index to i8
  %3 = arith.index_cast %v : vector<4xi64> to vector<4xindex>
  %4 = arith.index_cast %t : tensor<?xindex> to tensor<?xi32>
  return %0 : index
}
""")
v("index_castui", """
// arith.index_castui (zero-extending index cast), both directions.
func.func @f(%a: i16, %i: index, %v: vector<2xindex>, %t: tensor<3xi1>) -> index {
  %0 = arith.index_castui %a : i16 to index
  %1 = arith.index_castui %i : index to i128
  %2 = arith.index_castui %v : vector<2xindex> to vector<2xi32>
  %3 = arith.index_castui %t : tensor<3xi1> to tensor<3xindex>
  return %0 : index
}
""")
v("bitcast", """
// arith.bitcast between integer and float types of equal width.
func.func @f(%a: i32, %x: f32, %h: f16, %b: bf16, %d: i64, %v: vector<4xf32>, %t: tensor<2xi16>) -> f32 {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %x : f32 to i32
  %2 = arith.bitcast %h : f16 to bf16
  %3 = arith.bitcast %b : bf16 to i16
  %4 = arith.bitcast %d : i64 to f64
  %5 = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  %6 = arith.bitcast %t : tensor<2xi16> to tensor<2xf16>
  %7 = arith.bitcast %a : i32 to i32
  return %0 : f32
}
""")
v("scaling_extf", """
// arith.scaling_extf: extend an f4E2M1FN/f8 value with an f8E8M0FNU scale.
func.func @f(%v: vector<4xf4E2M1FN>, %s: vector<4xf8E8M0FNU>, %x: f8E5M2, %xs: f8E8M0FNU) -> vector<4xf32> {
  %0 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_extf %x, %xs : f8E5M2, f8E8M0FNU to bf16
  return %0 : vector<4xf32>
}
""")
v("scaling_truncf", """
// arith.scaling_truncf: truncate to a small float type with an f8E8M0FNU scale, with rounding mode.
func.func @f(%v: vector<4xf32>, %s: vector<4xf8E8M0FNU>, %x: f16, %xs: f8E8M0FNU) -> vector<4xf4E2M1FN> {
  %0 = arith.scaling_truncf %v, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %1 = arith.scaling_truncf %x, %xs to_nearest_even : f16, f8E8M0FNU to f8E4M3FN
  return %0 : vector<4xf4E2M1FN>
}
""")

# ---------------------------------------------------------------- select and extended ops
v("select_scalar", """
// arith.select with a scalar i1 condition on integers, floats, index and shaped values.
func.func @f(%c: i1, %a: i32, %b: i32, %x: f64, %v: vector<4xf32>, %t: tensor<?xi8>, %m: memref<2xf32>) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %x : f64
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t : tensor<?xi8>
  %4 = arith.select %c, %m, %m : memref<2xf32>
  return %0 : i32
}
""")
v("select_vector_condition", """
// arith.select with an elementwise vector/tensor condition: the type list names both types.
func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>, %tc: tensor<2x?xi1>, %t: tensor<2x?xf32>) -> vector<4xi32> {
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %1 = arith.select %tc, %t, %t : tensor<2x?xi1>, tensor<2x?xf32>
  return %0 : vector<4xi32>
}
""")
v("select_from_cmp", """
// A max computed with cmpi and select, and a clamp with cmpf and select.
func.func @max(%a: i64, %b: i64) -> i64 {
  %c = arith.cmpi sgt, %a, %b : i64
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}
func.func @clamp(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %lt = arith.cmpf olt, %x, %zero : f32
  %r = arith.select %lt, %zero, %x : f32
  return %r : f32
}
""")
v("addui_extended", """
// arith.addui_extended returns the sum and an overflow bit.
func.func @f(%a: i32, %b: i32, %v: vector<4xi64>) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  return %sum, %overflow : i32, i1
}
""")
v("mulsi_extended", """
// arith.mulsi_extended returns the low and high halves of a signed product.
func.func @f(%a: i32, %b: i32, %v: vector<2xi16>) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  %0:2 = arith.mulsi_extended %v, %v : vector<2xi16>
  return %low, %high : i32, i32
}
""")
v("mului_extended", """
// arith.mului_extended returns the low and high halves of an unsigned product.
func.func @f(%a: i64, %t: tensor<?xi8>) -> (i64, i64) {
  %low, %high = arith.mului_extended %a, %a : i64
  %0:2 = arith.mului_extended %t, %t : tensor<?xi8>
  return %low, %high : i64, i64
}
""")

# ---------------------------------------------------------------- whole functions
v("generic_form_ops", """
// arith ops written in generic form with properties; printed in custom form.
func.func @f(%a: i32, %x: f32) -> (i32, f32, i1) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %2 = "arith.cmpi"(%a, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
  return %0, %1, %2 : i32, f32, i1
}
""")
v("discardable_attributes", """
// arith ops with discardable attributes next to their flags.
func.func @f(%a: i32, %x: f32) -> (i32, f32) {
  %0 = arith.addi %a, %a overflow<nsw> {test.note = "add", test.n = 1 : i32} : i32
  %1 = arith.addf %x, %x fastmath<fast> {test.unit} : f32
  %2 = arith.cmpi slt, %a, %0 {test.pred} : i32
  return %0, %1 : i32, f32
}
""")
v("locations", """
// arith ops with file, named, call-site and fused locations.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("a.mlir":1:1)
  %1 = arith.muli %0, %a : i32 loc("mul")
  %2 = arith.subi %1, %a : i32 loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
  %3 = arith.xori %2, %a : i32 loc(fused["x.mlir":1:1, "y"])
  return %3 : i32
}
""")
v("polynomial", """
// Evaluate 3x^2 - 2x + 1 on f64 with a chain of float ops.
func.func @poly(%x: f64) -> f64 {
  %c3 = arith.constant 3.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c1 = arith.constant 1.0 : f64
  %x2 = arith.mulf %x, %x : f64
  %a = arith.mulf %c3, %x2 : f64
  %b = arith.mulf %c2, %x : f64
  %d = arith.subf %a, %b : f64
  %r = arith.addf %d, %c1 : f64
  return %r : f64
}
""")
v("bit_tricks", """
// Integer bit manipulation: isolate the lowest set bit and test for powers of two.
func.func @lowbit(%x: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %neg = arith.subi %c0, %x : i32
  %low = arith.andi %x, %neg : i32
  %m1 = arith.subi %x, %c1 : i32
  %and = arith.andi %x, %m1 : i32
  %pow2 = arith.cmpi eq, %and, %c0 : i32
  return %low, %pow2 : i32, i1
}
""")
v("ops_in_cfg", """
// arith ops spread over several blocks of a function with cf branches.
func.func @f(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^small(%a : i32), ^big(%b : i32)
^small(%x: i32):
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  cf.br ^done(%0 : i32)
^big(%y: i32):
  %c1_0 = arith.constant 1 : i32
  %1 = arith.subi %y, %c1_0 : i32
  cf.br ^done(%1 : i32)
^done(%r: i32):
  return %r : i32
}
""")
v("result_names", """
// Results of arith ops are numbered %0, %1, ...; constants get descriptive names.
func.func @f(%a: i8) -> i8 {
  %x = arith.constant 2 : i8
  %y = arith.addi %a, %x : i8
  %z = arith.constant 2 : i8
  %w = arith.muli %y, %z : i8
  %q = arith.constant -2 : i8
  %r = arith.divsi %w, %q : i8
  return %r : i8
}
""")

v("casts_of_memrefs", """
// index_cast between memrefs of index and of integers, and bitcast between
// memrefs of one width: the casts compare the memrefs' elements.
func.func @f(%m: memref<4xindex>, %n: memref<4xi32>, %f: memref<4xf32>) {
  %a = arith.index_cast %m : memref<4xindex> to memref<4xi32>
  %b = arith.index_cast %n : memref<4xi32> to memref<4xindex>
  %c = arith.bitcast %f : memref<4xf32> to memref<4xi32>
  return
}
""")

v("flag_attribute_spellings", """
// The flag attributes as MLIR reads them: flags in any order, as strings (one flag, or
// several separated by commas), `none` repeated or beside flags, `fast` with flags it
// includes; printed canonically (in flag order, `fast` for all, `none` left out).
func.func @f(%a: f32, %i: i32) -> (f32, i32) attributes {flags = [#arith.fastmath<"nnan, ninf">, #arith.fastmath<none, none>, #arith.overflow<"nuw,nsw">, #arith.fastmath<nsz,fast>]} {
  %0 = arith.addf %a, %a fastmath<"contract"> : f32
  %1 = arith.mulf %0, %a fastmath<afn, "arcp", reassoc> : f32
  %2 = arith.subf %1, %a {fastmath = #arith.fastmath<ninf,fast>} : f32
  %3 = arith.addi %i, %i overflow<"nuw", nsw> : i32
  %4 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %5 = arith.divf %2, %a fastmath<none,nnan> : f32
  return %5, %4 : f32, i32
}
""")

# ================================================================ invalid
bad("addi_mismatched_types", """
// arith.addi with operands of different integer types (generic form).
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}
""")
bad("addi_value_type_conflict", """
// arith.addi where the value's declared type conflicts with the op's type.
func.func @f(%a: i32, %b: i64) {
  %0 = arith.addi %a, %b : i32
  return
}
""")
bad("addi_on_floats", """
// arith.addi on float operands.
func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  return
}
""")
bad("addf_on_integers", """
// arith.addf on integer operands.
func.func @f(%a: i32) {
  %0 = arith.addf %a, %a : i32
  return
}
""")
bad("negf_on_integer", """
// arith.negf on an integer operand.
func.func @f(%a: i64) {
  %0 = arith.negf %a : i64
  return
}
""")
bad("addi_vector_shape_mismatch", """
// arith.addi on vectors of different shapes (generic form).
func.func @f(%a: vector<4xi32>, %b: vector<2xi32>) {
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
  return
}
""")
bad("addi_unsigned_type", """
// arith ops require signless integers.
func.func @f(%a: ui32) {
  %0 = arith.addi %a, %a : ui32
  return
}
""")
bad("cmpi_bad_predicate", """
// arith.cmpi with an unknown predicate.
func.func @f(%a: i32) {
  %0 = arith.cmpi lessthan, %a, %a : i32
  return
}
""")
bad("cmpi_float_predicate", """
// arith.cmpi with a predicate that only arith.cmpf has.
func.func @f(%a: i32) {
  %0 = arith.cmpi oeq, %a, %a : i32
  return
}
""")
bad("cmpi_on_floats", """
// arith.cmpi on float operands.
func.func @f(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}
""")
bad("cmpf_on_integers", """
// arith.cmpf on integer operands.
func.func @f(%a: i32) {
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}
""")
bad("cmpf_bad_predicate", """
// arith.cmpf with an integer predicate.
func.func @f(%a: f32) {
  %0 = arith.cmpf slt, %a, %a : f32
  return
}
""")
bad("cmpi_wrong_result_type", """
// arith.cmpi must return i1 (or a shaped i1), not i32 (generic form).
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}
""")
bad("cmpi_predicate_out_of_range", """
// arith.cmpi predicate attribute out of the enum's range (generic form).
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}
""")
bad("extsi_to_narrower", """
// arith.extsi to a narrower type.
func.func @f(%a: i64) {
  %0 = arith.extsi %a : i64 to i32
  return
}
""")
bad("extui_same_width", """
// arith.extui to the same width.
func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to i32
  return
}
""")
bad("trunci_to_wider", """
// arith.trunci to a wider type.
func.func @f(%a: i8) {
  %0 = arith.trunci %a : i8 to i16
  return
}
""")
bad("extf_to_narrower", """
// arith.extf to a narrower float type.
func.func @f(%a: f64) {
  %0 = arith.extf %a : f64 to f32
  return
}
""")
bad("truncf_to_wider", """
// arith.truncf to a wider float type.
func.func @f(%a: f16) {
  %0 = arith.truncf %a : f16 to f32
  return
}
""")
bad("truncf_bad_rounding_mode", """
// arith.truncf with an unknown rounding mode.
func.func @f(%a: f32) {
  %0 = arith.truncf %a to_nearest_odd : f32 to f16
  return
}
""")
bad("extsi_shape_mismatch", """
// arith.extsi between vectors of different shapes.
func.func @f(%a: vector<4xi8>) {
  %0 = arith.extsi %a : vector<4xi8> to vector<8xi32>
  return
}
""")
bad("sitofp_from_float", """
// arith.sitofp with a float input.
func.func @f(%a: f32) {
  %0 = arith.sitofp %a : f32 to f64
  return
}
""")
bad("fptosi_from_integer", """
// arith.fptosi with an integer input.
func.func @f(%a: i32) {
  %0 = arith.fptosi %a : i32 to i64
  return
}
""")
bad("index_cast_no_index", """
// arith.index_cast between two non-index integer types.
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64
  return
}
""")
bad("bitcast_width_mismatch", """
// arith.bitcast between types of different bit width.
func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64
  return
}
""")
bad("constant_int_as_float", """
// An integer literal used for a float constant.
func.func @f() {
  %0 = arith.constant 0 : f32
  return
}
""")
bad("constant_float_as_int", """
// A float literal used for an integer constant.
func.func @f() {
  %0 = arith.constant 1.5 : i32
  return
}
""")
bad("constant_out_of_range", """
// An integer constant that does not fit its type.
func.func @f() {
  %0 = arith.constant 256 : i8
  return
}
""")
bad("constant_unsigned_type", """
// arith.constant of an unsigned integer type.
func.func @f() {
  %0 = arith.constant 1 : ui8
  return
}
""")
bad("constant_type_mismatch", """
// arith.constant whose value type differs from its result type (generic form).
func.func @f() {
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}
""")
bad("constant_dense_shape_mismatch", """
// A dense constant with more elements than its type.
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : vector<2xi32>
  return
}
""")
bad("constant_string", """
// arith.constant of a string attribute.
func.func @f() {
  %0 = arith.constant "hello" : i32
  return
}
""")
bad("select_non_bool_condition", """
// arith.select with an i32 condition.
func.func @f(%c: i32, %a: f32) {
  %0 = arith.select %c, %a, %a : i32, f32
  return
}
""")
bad("select_condition_shape_mismatch", """
// arith.select with a vector condition of a different shape than the values.
func.func @f(%c: vector<2xi1>, %a: vector<4xf32>) {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}
""")
bad("overflow_unknown_flag", """
// arith.addi with an unknown overflow flag.
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsz> : i32
  return
}
""")
bad("fastmath_unknown_flag", """
// arith.addf with an unknown fastmath flag.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<quick> : f32
  return
}
""")
bad("exact_on_addi", """
// `exact` is not accepted on arith.addi.
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a exact : i32
  return
}
""")
bad("overflow_on_addf", """
// overflow flags are not accepted on float ops.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a overflow<nsw> : f32
  return
}
""")
bad("addui_extended_bad_overflow_type", """
// arith.addui_extended whose overflow result is not i1.
func.func @f(%a: i32) {
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}
""")
bad("addi_missing_operand", """
// arith.addi with one operand.
func.func @f(%a: i32) {
  %0 = arith.addi %a : i32
  return
}
""")
bad("addi_two_results", """
// arith.addi declared with two results (generic form).
func.func @f(%a: i32) {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}
""")
bad("remf_on_index", """
// arith.remf on index operands.
func.func @f(%a: index) {
  %0 = arith.remf %a, %a : index
  return
}
""")
bad("scaling_extf_bad_scale_type", """
// arith.scaling_extf with a scale whose shape differs from the input.
func.func @f(%v: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>) {
  %0 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf32>
  return
}
""")
bad("overflow_unknown_second_flag", """
// arith.addi with an unknown flag after a known one: reported at the first flag.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw, bad> : i32
  return %0 : i32
}
""")
bad("fastmath_unknown_flag_after_space", """
// arith.addf with a space before an unknown fastmath flag.
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath< bad> : f32
  return %0 : f32
}
""")
bad("index_cast_memref_shapes", """
// index_cast between memrefs of different shapes.
func.func @f(%m: memref<4xindex>) {
  %a = arith.index_cast %m : memref<4xindex> to memref<5xi32>
  return
}
""")
bad("cast_tensor_dims_dynamic_to_static", """
// A cast from a dynamic to a static tensor dimension: the tensor
// dimensions must be equal (SameInputOutputTensorDims), not compatible.
func.func @f(%t: tensor<?xindex>) -> tensor<4xi32> {
  %a = arith.index_cast %t : tensor<?xindex> to tensor<4xi32>
  return %a : tensor<4xi32>
}
""")
bad("cast_tensor_rank_change", """
// sitofp from a rank-1 to a rank-2 tensor: the tensor dimension check
// comes before the shape check.
func.func @f(%t: tensor<?xi8>) -> tensor<?x?xf32> {
  %a = arith.sitofp %t : tensor<?xi8> to tensor<?x?xf32>
  return %a : tensor<?x?xf32>
}
""")
bad("fastmath_unknown_flag_in_attribute", """
// An unknown flag in a #arith.fastmath attribute: reported where the flags start.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<nnan,quick>} : f32
  return
}
""")
bad("fastmath_empty", """
// fastmath<> with no flag at all.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}
""")
bad("fastmath_flags_without_comma", """
// Two fastmath flags separated by a space.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<nnan ninf> : f32
  return
}
""")
bad("fastmath_trailing_comma_before_newline", """
// A comma with no flag after it; the closing bracket is on the next line.
func.func @f(%a: f32) {
  %0 = arith.mulf %a, %a fastmath<nnan,
  > : f32
  return
}
""")
bad("fastmath_without_brackets", """
// The fastmath keyword without its flags.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath : f32
  return
}
""")
bad("fastmath_bar_separator", """
// Flags separated by `|` in a #arith.fastmath property (generic form).
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan|ninf>}> : (f32, f32) -> f32
  return
}
""")
bad("overflow_string_bar_separator", """
// Flags separated by `|` in a string: a string splits at commas only.
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<"nsw|nuw">}> : (i32, i32) -> i32
  return
}
""")
bad("overflow_fastmath_flag", """
// A fastmath flag (`fast`) as an overflow flag.
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<fast> : i32
  return
}
""")
bad("fastmath_string_none_with_flag", """
// `none` in a string of several flags (only a string of `none` alone reads as none).
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<"none,nnan"> : f32
  return
}
""")
bad("unknown_attribute", """
// An arith attribute that does not exist: reported at its mnemonic.
func.func @f() attributes {flags = #arith.fastmaths<nnan>} {
  return
}
""")
bad("fastmath_property_of_overflow_kind", """
// A #arith.overflow attribute as the fastmath property (generic form).
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}
""")
bad("fastmath_unknown_flag_on_next_line", """
// math.sqrt with fastmath flags over two lines, the unknown one on the second.
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<afn,
    ninf, slow> : f32
  return
}
""")
bad("fastmath_integer", """
// A number as a fastmath flag.
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<1> : f32
  return
}
""")
bad("overflow_double_comma", """
// Two commas between overflow flags.
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw,,nuw> : i32
  return
}
""")
bad("truncf_rounding_then_bad_fastmath", """
// arith.truncf with a rounding mode and an unknown fastmath flag.
func.func @f(%a: f64) {
  %0 = arith.truncf %a to_nearest_even fastmath<reassoc,bogus> : f64 to f32
  return
}
""")
bad("attr_dict_overflow_wrong_kind", """
// arith.addi with an i32 overflowFlags in its attribute dictionary: the generated parser checks it there, an error of the custom op at the '{'.
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b {overflowFlags = 3 : i32} : i32
  return %0 : i32
}
""")
bad("attr_dict_predicate_wrong_kind", """
// arith.cmpi whose predicate is also written in the attribute dictionary as an i32: checked at the '{' before the types are read.
func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi slt, %a, %b {predicate = 3 : i32} : i32
  return %0 : i1
}
""")
bad("attr_dict_roundingmode_string", """
// arith.truncf with a string roundingmode in its attribute dictionary: the enum's own summary is the constraint.
func.func @f(%x: f32) -> f16 {
  %0 = arith.truncf %x {roundingmode = "x"} : f32 to f16
  return %0 : f16
}
""")
bad("attr_dict_exact_not_unit", """
// arith.divsi with an integer isExact in its attribute dictionary.
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b {isExact = 1 : i32} : i32
  return %0 : i32
}
""")
v("same_type_compatible_shapes_accepted.noroundtrip", """
// SameOperandsAndResultType compares element types and shapes by compatibility: a dynamic size matches a static one.
// The custom form writes one type for all values: read back, it no longer holds (mlir-opt's output does not either).
func.func @f(%a: tensor<4xi32>, %b: tensor<?xi32>, %c: tensor<2x3xf32>, %d: tensor<2x?xf32>) -> (tensor<4xi32>, tensor<2x3xf32>) {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?xi32>) -> tensor<4xi32>
  %1 = "arith.mulf"(%c, %d) : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<4xi32>, tensor<2x3xf32>
}
""")
bad("same_type_rank_mismatch", """
// SameOperandsAndResultType: ranks must agree even where sizes are dynamic.
func.func @f(%a: tensor<4xi32>, %b: tensor<?x?xi32>) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?x?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
""")
bad("elementwise_ranked_and_unranked", """
// Elementwise: the non-scalar operands and results are of one kind; a ranked and an unranked tensor are not.
func.func @f(%c: tensor<*xf32>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  %1 = "arith.mulf"(%c, %d) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
""")
bad("inferred_result_type_differs", """
// InferTypeOpInterface: the result type inferred from operand #0 must equal the written one, compatible shapes or not.
func.func @f(%c: tensor<?x3xf32>, %d: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %1 = "arith.mulf"(%c, %d) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
""")
bad("mulsi_extended_high_type", """
// arith.mulsi_extended: AllTypesMatch covers both results, the high half included.
func.func @f(%a: i32, %b: i32) -> (i32, i64) {
  %l, %h = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
  return %l, %h : i32, i64
}
""")
INVALID.append(("constant_string_value_generic", """
// arith.constant with a string value in generic form: its type (none) is not the result's.
func.func @f() {
  %x = "arith.constant"() {value = "xyz"} : () -> i32
  return
}
"""))
INVALID.append(("select_condition_encoding", """
// arith.select whose tensor condition has another encoding than the result.
func.func @f(%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">) -> tensor<8xi32, "foo"> {
  %0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return %0 : tensor<8xi32, "foo">
}
"""))
INVALID.append(("cmpf_generic_operand_types", """
// arith.cmpf in generic form with operands of different types.
func.func @f(%a: f32, %b: f64) {
  %0 = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f64) -> i1
  return
}
"""))
INVALID.append(("bitcast_to_index", """
// arith.bitcast to index.
func.func @f(%a: i64) -> index {
  %0 = arith.bitcast %a : i64 to index
  return %0 : index
}
"""))
INVALID.append(("extf_encodings_differ", """
// arith.extf between tensors of different encodings.
func.func @f(%a: tensor<2xf32, "foo">) {
  %0 = arith.extf %a : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}
"""))
INVALID.append(("constant_scalable_non_splat", """
// arith.constant of a scalable vector from non-splat elements.
func.func @f() {
  %0 = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return
}
"""))
VALID.append(("constant_unsigned_tensor", """
// arith.constant of a tensor of unsigned integers.
func.func @f() -> tensor<2xui32> {
  %0 = arith.constant dense<1> : tensor<2xui32>
  return %0 : tensor<2xui32>
}
"""))
