VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("poison_scalars", """
// ub.poison of integer, float, index and complex types.
func.func @f() -> (i32, f64, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : complex<f32>
  %4 = ub.poison : i1
  return %0, %1, %2 : i32, f64, index
}
""")
v("poison_shaped", """
// ub.poison of vector, tensor, memref and tuple types.
func.func @f() -> vector<4xf32> {
  %0 = ub.poison : vector<4xf32>
  %1 = ub.poison : vector<[8]xi8>
  %2 = ub.poison : tensor<?x3xf16>
  %3 = ub.poison : memref<2x2xi64>
  %4 = ub.poison : tuple<i32, f32>
  return %0 : vector<4xf32>
}
""")
v("poison_explicit_value", """
// ub.poison with its value written as <#ub.poison> or in the attribute dictionary: the default, not printed.
func.func @f() -> (i32, i32) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = ub.poison {value = #ub.poison} : i32
  %2 = ub.poison {note = "x"} : i8
  return %0, %1 : i32, i32
}
""")
v("poison_generic", """
// ub.poison in generic form, with and without its property.
func.func @f() -> (f32, f32) {
  %0 = "ub.poison"() : () -> f32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
  return %0, %1 : f32, f32
}
""")
v("poison_uses", """
// Poison values used by arith and index ops.
func.func @f(%a: index) -> index {
  %0 = ub.poison : index
  %1 = index.add %a, %0
  %2 = ub.poison : i32
  %3 = arith.addi %2, %2 : i32
  return %1 : index
}
""")
v("poison_attribute", """
// #ub.poison as a discardable attribute.
func.func @f() attributes {fill = #ub.poison} {
  %0 = ub.poison {fill = #ub.poison} : i32
  return
}
""")
v("unreachable", """
// ub.unreachable ending a block that control never reaches.
func.func @f(%c: i1) -> i32 {
  %0 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : i32
^bb2:
  ub.unreachable
}
""")
v("unreachable_forms", """
// ub.unreachable with an attribute dictionary, and in generic form, ending blocks of a switch.
func.func @f(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  return %x : i32
^bb2:
  ub.unreachable {why = "impossible"}
^bb3:
  "ub.unreachable"() : () -> ()
}
""")

# ================================================================ invalid
bad("poison_integer_value", """
// ub.poison's value must be a poison attribute.
func.func @f() {
  %0 = ub.poison <1> : i32
  return
}
""")
bad("poison_dict_integer_value", """
// ub.poison with an integer value in its attribute dictionary.
func.func @f() {
  %0 = ub.poison {value = 1 : i32} : i32
  return
}
""")
bad("poison_generic_integer_value", """
// ub.poison in generic form with an integer value.
func.func @f() {
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}
""")
bad("poison_missing_type", """
// ub.poison without its type.
func.func @f() {
  %0 = ub.poison
  return
}
""")
bad("poison_operand", """
// ub.poison takes no operand.
func.func @f(%a: i32) {
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}
""")
bad("unreachable_not_last", """
// ub.unreachable followed by another op.
func.func @f() {
  ub.unreachable
  return
}
""")
