VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


BINARY = [
    ("add", "addition"), ("sub", "subtraction"), ("mul", "multiplication"),
    ("divs", "signed division"), ("divu", "unsigned division"),
    ("ceildivs", "signed ceiling division"), ("ceildivu", "unsigned ceiling division"),
    ("floordivs", "signed floor division"), ("rems", "signed remainder"),
    ("remu", "unsigned remainder"), ("maxs", "signed maximum"), ("maxu", "unsigned maximum"),
    ("mins", "signed minimum"), ("minu", "unsigned minimum"), ("shl", "shift left"),
    ("shrs", "arithmetic shift right"), ("shru", "logical shift right"), ("and", "bitwise and"),
    ("or", "bitwise or"), ("xor", "bitwise exclusive or"),
]
for op, what in BINARY:
    v(op, f"""
// index.{op} ({what}): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {{
  %c3 = index.constant 3
  %0 = index.{op} %a, %b
  %1 = index.{op} %0, %c3
  %2 = index.{op} %1, %1 {{tag = "x"}}
  return %2 : index
}}
""")

v("casts", """
// index.casts (sign-extending or truncating cast) between index and integers of several widths.
func.func @f(%a: index, %b: i1, %c: i8, %d: i64, %e: i128) -> (index, i32) {
  %0 = index.casts %b : i1 to index
  %1 = index.casts %c : i8 to index
  %2 = index.casts %d : i64 to index
  %3 = index.casts %e : i128 to index
  %4 = index.casts %a : index to i32
  %5 = index.casts %a {note} : index to i1
  return %0, %4 : index, i32
}
""")
v("castu", """
// index.castu (zero-extending or truncating cast), also from signed and unsigned integers.
func.func @f(%a: index, %b: i16, %c: si32, %d: ui64) -> i64 {
  %0 = index.castu %b : i16 to index
  %1 = index.castu %c : si32 to index
  %2 = index.castu %d : ui64 to index
  %3 = index.castu %a : index to i64
  %4 = index.castu %a : index to ui8
  return %3 : i64
}
""")
v("cmp_predicates", """
// index.cmp with each of its ten predicates.
func.func @f(%a: index, %b: index) -> i1 {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %9 : i1
}
""")
v("cmp_string_predicate", """
// index.cmp with the predicate written as a string and blanks around the parentheses.
func.func @f(%a: index) -> i1 {
  %0 = index.cmp "sge" ( %a , %a )
  %1 = index.cmp ult(%a, %a) {why = 1 : i32}
  return %0 : i1
}
""")
v("constants", """
// index.constant: zero, positive, negative, hexadecimal and the int64 extremes; results named %idxN.
func.func @f() -> index {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -1
  %3 = index.constant 0x7f
  %4 = index.constant 9223372036854775807
  %5 = index.constant -9223372036854775808
  return %1 : index
}
""")
v("constant_names_collide", """
// Two index.constant ops of the same value: the second result is %idx7_0.
func.func @f() -> (index, index) {
  %0 = index.constant 7
  %1 = index.constant 7
  %2 = index.constant {origin = "folded"} 7
  return %0, %1 : index, index
}
""")
v("bool_constants", """
// index.bool.constant: true and false, written as keywords or as 1 and 0; results %true/%false.
func.func @f() -> (i1, i1) {
  %0 = index.bool.constant true
  %1 = index.bool.constant false
  %2 = index.bool.constant 1
  %3 = index.bool.constant 0
  return %0, %1 : i1, i1
}
""")
v("sizeof", """
// index.sizeof: the bit width of index, with and without an attribute dictionary.
func.func @f() -> index {
  %0 = index.sizeof
  %1 = index.sizeof {unit}
  %2 = index.mul %0, %1
  return %2 : index
}
""")
v("generic_form", """
// Index ops written in generic form, with their properties.
func.func @f(%a: index, %b: index, %x: i32) -> i1 {
  %0 = "index.add"(%a, %b) : (index, index) -> index
  %1 = "index.constant"() <{value = 5 : index}> : () -> index
  %2 = "index.bool.constant"() <{value = true}> : () -> i1
  %3 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %4 = "index.castu"(%x) : (i32) -> index
  %5 = "index.sizeof"() : () -> index
  return %3 : i1
}
""")
v("loop", """
// Index arithmetic in an scf.for loop: a strided sum with a clamp.
func.func @f(%n: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c4 = index.constant 4
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = index.mul %i, %c4
    %t = index.add %acc, %s
    %m = index.minu %t, %n
    scf.yield %m : index
  }
  return %r : index
}
""")
v("linearize", """
// Linearizing a 2-D index with index ops, then delinearizing it with div and rem.
func.func @f(%i: index, %j: index, %w: index) -> (index, index) {
  %0 = index.mul %i, %w
  %1 = index.add %0, %j
  %2 = index.divu %1, %w
  %3 = index.remu %1, %w
  return %2, %3 : index, index
}
""")
v("select_on_cmp", """
// index.cmp feeding arith.select, and index.bool.constant in a cf.cond_br.
func.func @f(%a: index, %b: index) -> index {
  %lt = index.cmp slt(%a, %b)
  %m = arith.select %lt, %a, %b : index
  %t = index.bool.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %m : index
^bb2:
  return %a : index
}
""")
v("bit_tricks", """
// Bit manipulation on index: power-of-two rounding with shl, shru, and, or, xor.
func.func @f(%x: index) -> index {
  %c1 = index.constant 1
  %c63 = index.constant 63
  %0 = index.sub %x, %c1
  %1 = index.shru %0, %c1
  %2 = index.or %0, %1
  %3 = index.add %2, %c1
  %4 = index.xor %3, %x
  %5 = index.and %4, %c63
  %6 = index.shl %c1, %5
  %7 = index.shrs %6, %c1
  return %7 : index
}
""")
v("with_locations", """
// Index ops with locations.
func.func @f(%a: index) -> index {
  %0 = index.constant 2 loc("c.py":1:1)
  %1 = index.ceildivs %a, %0 loc("c.py":2:3)
  %2 = index.cmp ne(%1, %0) loc(fused["x", "y"])
  return %1 : index
}
""")
v("casts_roundtrip", """
// A value cast to i64 and back with both casts.
func.func @f(%a: index) -> index {
  %0 = index.casts %a : index to i64
  %1 = index.castu %0 : i64 to index
  %2 = index.floordivs %1, %a
  return %2 : index
}
""")

# ================================================================ invalid
bad("add_integer_operand", """
// index.add with an i32 operand: the custom form gives every operand type index.
func.func @f(%a: index, %b: i32) {
  %0 = index.add %a, %b
  return
}
""")
bad("add_generic_integer_operand", """
// index.add in generic form with an i32 operand.
func.func @f(%a: index, %b: i32) {
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}
""")
bad("add_trailing_type", """
// index.add takes no type in its custom form.
func.func @f(%a: index) {
  %0 = index.add %a, %a : index
  return
}
""")
bad("cmp_unknown_predicate", """
// index.cmp with a predicate that does not exist.
func.func @f(%a: index) {
  %0 = index.cmp lt(%a, %a)
  return
}
""")
bad("cmp_missing_parens", """
// index.cmp with its operands not in parentheses.
func.func @f(%a: index) {
  %0 = index.cmp slt %a, %a
  return
}
""")
bad("cmp_generic_integer_predicate", """
// index.cmp's predicate must be an #index<cmp_predicate ...>, not an integer.
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = 2 : i32}> : (index, index) -> i1
  return
}
""")
bad("cmp_generic_missing_predicate", """
// index.cmp without its predicate.
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}
""")
bad("cmp_generic_wrong_result", """
// index.cmp returns an i1.
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> index
  return
}
""")
bad("constant_float", """
// index.constant with a float literal.
func.func @f() {
  %0 = index.constant 1.5
  return
}
""")
bad("constant_too_large", """
// index.constant beyond the 64-bit range.
func.func @f() {
  %0 = index.constant 18446744073709551616
  return
}
""")
bad("constant_string", """
// index.constant with a string.
func.func @f() {
  %0 = index.constant "3"
  return
}
""")
bad("constant_bool_value", """
// index.constant with true: a boolean is no index attribute.
func.func @f() {
  %0 = index.constant true
  return
}
""")
bad("constant_generic_i32_value", """
// index.constant's value must be of type index.
func.func @f() {
  %0 = "index.constant"() <{value = 3 : i32}> : () -> index
  return
}
""")
bad("constant_generic_missing_value", """
// index.constant without its value.
func.func @f() {
  %0 = "index.constant"() : () -> index
  return
}
""")
bad("constant_generic_wrong_result", """
// index.constant returns an index.
func.func @f() {
  %0 = "index.constant"() <{value = 3 : index}> : () -> i64
  return
}
""")
bad("bool_constant_two", """
// index.bool.constant 2 is out of range for i1.
func.func @f() {
  %0 = index.bool.constant 2
  return
}
""")
bad("bool_constant_generic_i32", """
// index.bool.constant's value must be a bool.
func.func @f() {
  %0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
  return
}
""")
bad("casts_index_to_index", """
// index.casts needs index on exactly one side.
func.func @f(%a: index) {
  %0 = index.casts %a : index to index
  return
}
""")
bad("castu_integer_to_integer", """
// index.castu between two integers.
func.func @f(%a: i32) {
  %0 = index.castu %a : i32 to i64
  return
}
""")
bad("casts_float", """
// index.casts from a float.
func.func @f(%a: f32) {
  %0 = index.casts %a : f32 to index
  return
}
""")
bad("sizeof_generic_operand", """
// index.sizeof takes no operand.
func.func @f(%a: index) {
  %0 = "index.sizeof"(%a) : (index) -> index
  return
}
""")
bad("inherent_attr_in_dict", """
// index.cmp's predicate written again in the attribute dictionary, as an integer.
func.func @f(%a: index) {
  %0 = index.cmp eq(%a, %a) {pred = 1 : i64}
  return
}
""")
