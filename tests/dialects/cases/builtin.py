VALID = [
("module_empty", """
// An empty module written explicitly.
module {
}
"""),
("module_implicit", """
// Top-level operations without a module: the parser wraps them in an implicit module.
func.func @f() {
  return
}
func.func @g() {
  return
}
"""),
("module_named", """
// A module with a symbol name.
module @named {
  func.func @f() {
    return
  }
}
"""),
("module_attributes", """
// A named module with discardable attributes of several kinds.
module @attrs attributes {test.int = 42 : i32, test.str = "hello", test.flag, test.arr = [1, 2.5, "s"], test.dict = {a = 1 : i64, b = true}} {
}
"""),
("module_nested", """
// Nested modules, named and unnamed, each with its own symbol table.
module @outer {
  module @inner1 {
    func.func @f() {
      return
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func @f() {
      return
    }
  }
  module {
    module @deep {
    }
  }
}
"""),
("module_aliases", """
// Type and attribute aliases defined at top level and used inside a module.
#map = affine_map<(d0, d1) -> (d1, d0)>
#attr = {answer = 42 : i64}
!vec = vector<4xf32>
!tens = tensor<?x8xf32>
module attributes {test.map = #map, test.dict = #attr} {
  func.func @f(%a: !vec, %b: !tens) -> !vec {
    return %a : !vec
  }
}
"""),
("module_locations", """
// Modules and operations with file, name and fused locations.
module @located {
  func.func @f(%a: i32 loc("args.mlir":1:1)) -> i32 {
    return %a : i32 loc("ret"("ret.mlir":7:3))
  } loc(fused["a.mlir":1:1, "b.mlir":2:2])
} loc("mod.mlir":10:20)
"""),
("cast_single", """
// builtin.unrealized_conversion_cast with one operand and one result.
func.func @f(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
"""),
("cast_multi", """
// builtin.unrealized_conversion_cast with several operands and several results.
func.func @f(%a: i32, %b: f32) -> (index, tensor<2xi8>) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, tensor<2xi8>
  return %0#0, %0#1 : index, tensor<2xi8>
}
"""),
("cast_no_operands", """
// builtin.unrealized_conversion_cast with no operands materialises a value of any type.
func.func @f() -> memref<4xf32> {
  %0 = builtin.unrealized_conversion_cast to memref<4xf32>
  %1 = builtin.unrealized_conversion_cast to i1 {test.note = "x"}
  return %0 : memref<4xf32>
}
"""),
("cast_chain", """
// A chain of unrealized casts between builtin types, with locations.
func.func @f(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = builtin.unrealized_conversion_cast %a : vector<4xf32> to tensor<4xf32> loc("c0")
  %1 = builtin.unrealized_conversion_cast %0 : tensor<4xf32> to memref<4xf32> loc("c.mlir":2:3)
  %2 = builtin.unrealized_conversion_cast %1 : memref<4xf32> to vector<4xf32>
  return %2 : vector<4xf32>
}
"""),
("cast_generic_form", """
// builtin.unrealized_conversion_cast written in generic form; printed in custom form.
func.func @f(%a: i8) -> ui8 {
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i8) -> ui8
  return %0 : ui8
}
"""),
("module_generic_form", """
// A builtin.module written in generic form with a symbol name attribute.
"builtin.module"() <{sym_name = "gen"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""),
("unnamed_module_in_function", """
// An unnamed module is no symbol, so it may sit in a function (a named one may not).
func.func @g() {
  builtin.module {
  }
  return
}
"""),
]

INVALID = [
("module_with_results", """
// A builtin.module with a result.
%0 = "builtin.module"() ({
}) : () -> i32
"""),
("module_two_blocks", """
// A module body with two blocks.
"builtin.module"() ({
^bb0:
  "builtin.module"() ({}) : () -> ()
^bb1:
  "builtin.module"() ({}) : () -> ()
}) : () -> ()
"""),
("module_block_args", """
// A module body whose block has arguments.
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
"""),
("module_duplicate_symbol", """
// Two functions with the same symbol name in one module.
module {
  func.func @f() {
    return
  }
  func.func @f() {
    return
  }
}
"""),
("cast_missing_to", """
// unrealized_conversion_cast without the `to` keyword.
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 i64
  return
}
"""),
]
INVALID.append(("integer_width_overflow", """
// An integer type whose width does not fit 32 bits.
func.func private @f(i21312312323120)
"""))
INVALID.append(("memref_empty_layout", """
// A memref type with a comma and no layout or memory space after it.
func.func private @f(memref<2x4xi8, >)
"""))
INVALID.append(("integer_type_as_op_name", """
// An integer type where an op name is expected.
func.func @f() {
  %0 = arith.constant 1 i32
  return
}
"""))
INVALID.append(("named_result_of_op_without_results", """
// A result name bound to an op with no results.
func.func @f(%m: memref<2xf32>) {
  %0 = memref.dealloc %m : memref<2xf32>
  return
}
"""))
INVALID.append(("affine_negation_of_nothing", """
// A negation of an empty parenthesis in an affine map: two errors.
#m = affine_map<(i, j) -> (-(), j)>
"""))
INVALID.append(("ellipsis_one_dot", """
// A single dot where a function's variadic ellipsis would be.
func.func private @f(.)
"""))
INVALID.append(("distinct_id_over_64_bits", """
// A distinct attribute whose hexadecimal ID does not fit 64 bits.
#a = distinct[0xAAAABBBBEEEEFFFF1]<42 : i32>
"""))
INVALID.append(("named_module_in_function", """
// A named module is a symbol, and a function is no symbol table.
func.func @g() {
  builtin.module @m {
  }
  return
}
"""))
