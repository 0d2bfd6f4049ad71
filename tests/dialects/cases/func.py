VALID = [
("empty_function", """
// The smallest function: no arguments, no results, a bare return.
func.func @empty() {
  return
}
"""),
("return_argument", """
// A function returning its argument.
func.func @identity(%x: i32) -> i32 {
  return %x : i32
}
"""),
("multiple_results", """
// A function with several results of different types returned in one func.return.
func.func @multi(%a: i64, %b: f32, %c: tensor<2xi1>) -> (i64, f32, tensor<2xi1>, i64) {
  return %a, %b, %c, %a : i64, f32, tensor<2xi1>, i64
}
"""),
("declaration_private", """
// External declarations must be private; with arguments, results, and attributes.
func.func private @abort()
func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
func.func private @with_attrs(i32) -> i32 attributes {test.external, llvm.linkage = "ext"}
"""),
("visibility", """
// Public (implicit), private and nested visibility on function definitions.
module {
  func.func @pub() {
    return
  }
  func.func private @priv() {
    return
  }
  func.func nested @nest() {
    return
  }
  func.func public @explicit_pub() {
    return
  }
}
"""),
("arg_attributes", """
// Argument attributes on function definitions and declarations.
func.func @f(%a: i32 {test.self}, %b: memref<4xf32> {test.align = 16 : i64, test.name = "buf"}) {
  return
}
func.func private @g(i32 {test.sext}, f64)
"""),
("result_attributes", """
// Result attributes; a result list with attributes needs parentheses even for one result.
func.func @f(%a: i32) -> (i32 {test.ret = 0 : i64}) {
  return %a : i32
}
func.func private @g() -> (f64 {test.a}, i1 {test.b = "x"})
"""),
("function_attributes", """
// The `attributes` dictionary on a function definition.
func.func @f() attributes {test.unit, test.num = 3 : i8, test.str = "s", test.arr = [1, 2]} {
  return
}
"""),
("call_simple", """
// func.call of a function with no arguments and no results.
func.func private @callee()
func.func @caller() {
  call @callee() : () -> ()
  func.call @callee() : () -> ()
  return
}
"""),
("call_args_results", """
// func.call with arguments and several results.
func.func private @callee(i32, f32) -> (i32, f32)
func.func @caller(%a: i32, %b: f32) -> f32 {
  %0:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  %r, %s = call @callee(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  return %s : f32
}
"""),
("call_recursive", """
// A recursive function calling itself.
func.func @rec(%n: i64) -> i64 {
  %0 = call @rec(%n) : (i64) -> i64
  return %0 : i64
}
"""),
("call_attributes", """
// func.call with a discardable attribute and a location.
func.func private @callee(index) -> index
func.func @caller(%i: index) -> index {
  %0 = call @callee(%i) {test.tail, test.weight = 5 : i32} : (index) -> index loc("call.mlir":4:8)
  return %0 : index
}
"""),
("call_nested_module", """
// func.call resolves its callee in the nearest enclosing symbol table (a nested module).
module {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
  module @lib {
    func.func private @f(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @main(%x: i32) -> i32 {
      %0 = call @f(%x) : (i32) -> i32
      return %0 : i32
    }
  }
}
"""),
("constant_and_call_indirect", """
// func.constant takes the address of a function; func.call_indirect calls it.
func.func private @target(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %fn = constant @target : (i32) -> i32
  %0 = call_indirect %fn(%x) : (i32) -> i32
  return %0 : i32
}
"""),
("call_indirect_arg", """
// func.call_indirect on a function-typed argument with several results.
func.func @apply(%fn: (f32, f32) -> (f32, i1), %a: f32) -> i1 {
  %0:2 = func.call_indirect %fn(%a, %a) : (f32, f32) -> (f32, i1)
  return %0#1 : i1
}
"""),
("call_indirect_no_results", """
// func.call_indirect of a function with no arguments and no results.
func.func @f(%fn: () -> ()) {
  func.call_indirect %fn() : () -> ()
  return
}
"""),
("constant_names", """
// Several func.constant ops: the printer names their results %f, %f_0, ...
func.func private @a()
func.func private @b(i8) -> i8
func.func @f() -> (() -> (), (i8) -> i8) {
  %0 = func.constant @a : () -> ()
  %1 = func.constant @b : (i8) -> i8
  %2 = func.constant @a : () -> ()
  return %0, %1 : () -> (), (i8) -> i8
}
"""),
("function_type_args", """
// Function arguments and results of function type.
func.func @compose(%f: (i32) -> i64, %g: (i64) -> f32) -> ((i32) -> i64) {
  return %f : (i32) -> i64
}
"""),
("multi_block", """
// A function body with several blocks and block arguments, connected with cf branches.
func.func @blocks(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %0 = arith.constant 7 : i32
  cf.br ^bb1(%0 : i32)
}
"""),
("multiple_returns", """
// A function with several return points.
func.func @ret(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %a : f32
^else:
  return %b : f32
}
"""),
("many_types", """
// Arguments of many builtin types.
func.func @types(%a: i1, %b: i8, %c: i16, %d: i64, %e: index, %f: f16, %g: bf16, %h: f64,
                 %i: vector<2x3xf32>, %j: tensor<*xf32>, %k: memref<?xi8>, %l: complex<f32>,
                 %m: tuple<i32, f32>, %n: none, %o: si32, %p: ui64, %q: i128, %r: f8E4M3FN,
                 %s: tf32, %t: vector<[4]xi32>) {
  return
}
"""),
("generic_form", """
// func.func, func.call and func.return written in generic form with properties.
"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%arg0: i32):
  %0 = "func.call"(%arg0) <{callee = @g}> : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
"""),
("arg_names", """
// Argument names are not preserved: the printer renames them %arg0, %arg1, ...
func.func @names(%first: i32, %second: i32, %third_one: f32) -> (i32, f32) {
  return %second, %third_one : i32, f32
}
"""),
("arg_locations", """
// Arguments with locations, and a function with a named location.
func.func @locs(%a: i32 loc("a.mlir":1:2), %b: i32 loc("b")) -> i32 {
  return %a : i32 loc("ret.mlir":5:6)
} loc("fn"("f.mlir":1:1))
"""),
("private_definition", """
// A private function with a body, called from a public one.
func.func private @helper(%x: f64) -> f64 {
  return %x : f64
}
func.func @main(%x: f64) -> f64 {
  %0 = call @helper(%x) : (f64) -> f64
  %1 = call @helper(%0) : (f64) -> f64
  return %1 : f64
}
"""),
("arg_and_result_attrs_mixed", """
// Some arguments and results with attributes and some without.
func.func @mixed(%a: i32, %b: i32 {test.b}, %c: i32) -> (i32, i32 {test.r1}) attributes {test.fn} {
  return %a, %c : i32, i32
}
"""),
("unnamed_args_entry_block", """
// A definition whose signature lists only types, with the entry block spelled out.
func.func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  %b = arith.addi %a, %a : i64
  return %b : i64
}
"""),
("type_aliases", """
// Function signatures using type aliases.
!i = i32
!fn = (i32) -> i32
!t = tensor<4x?xf32>
func.func @aliased(%x: !i, %f: !fn, %t: !t) -> (!i, !t) {
  %0 = func.call_indirect %f(%x) : !fn
  return %0, %t : !i, !t
}
"""),
]

INVALID = [
("return_wrong_type", """
// func.return with an operand type different from the function result type.
func.func @f(%a: i64) -> i32 {
  return %a : i64
}
"""),
("return_wrong_count", """
// func.return with fewer operands than the function has results.
func.func @f(%a: i32) -> (i32, i32) {
  return %a : i32
}
"""),
("return_extra_operand", """
// func.return with an operand in a function without results.
func.func @f(%a: i32) {
  return %a : i32
}
"""),
("public_declaration", """
// A declaration (no body) without private visibility.
func.func @decl(i32) -> i32
"""),
("call_missing_symbol", """
// func.call of a symbol that does not exist.
func.func @f() {
  call @nowhere() : () -> ()
  return
}
"""),
("call_wrong_arg_type", """
// func.call whose operand types do not match the callee.
func.func private @callee(i32) -> i32
func.func @f(%a: i64) -> i32 {
  %0 = call @callee(%a) : (i64) -> i32
  return %0 : i32
}
"""),
("call_wrong_result_count", """
// func.call that expects more results than the callee has.
func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %0:2 = call @callee(%a) : (i32) -> (i32, i32)
  return
}
"""),
("call_wrong_operand_count", """
// func.call with fewer operands than the callee takes.
func.func private @callee(i32, i32)
func.func @f(%a: i32) {
  call @callee(%a) : (i32) -> ()
  return
}
"""),
("call_non_function", """
// func.call of a symbol that is not a function.
module {
  module @m {
  }
  func.func @f() {
    call @m() : () -> ()
    return
  }
}
"""),
("constant_missing_symbol", """
// func.constant referring to a function that does not exist.
func.func @f() {
  %0 = constant @missing : () -> ()
  return
}
"""),
("constant_wrong_type", """
// func.constant whose type does not match the referenced function.
func.func private @g(i32)
func.func @f() {
  %0 = constant @g : (i64) -> ()
  return
}
"""),
("call_indirect_wrong_type", """
// func.call_indirect whose operand types disagree with the callee's function type.
func.func @f(%fn: (i32) -> i32, %x: i64) {
  %0 = call_indirect %fn(%x) : (i32) -> i32
  return
}
"""),
("entry_block_arg_mismatch", """
// The entry block arguments do not match the function type.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
"""),
("missing_terminator", """
// A function body whose block does not end with a terminator.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
"""),
("return_not_last", """
// func.return followed by another operation in the same block.
func.func @f(%a: i32) {
  return
  return
}
"""),
("undefined_value", """
// Use of a value that is never defined.
func.func @f() -> i32 {
  return %undefined : i32
}
"""),
("redefined_argument", """
// Two arguments with the same name.
func.func @f(%a: i32, %a: i32) {
  return
}
"""),
("unregistered_arg_attr_name", """
// Argument attribute names must be prefixed with a dialect namespace.
func.func @f(%a: i32 {noprefix}) {
  return
}
"""),
("return_in_nested_region", """
// func.return inside a region of an operation other than func.func.
func.func @f(%c: i1) {
  scf.if %c {
    func.return
  }
  return
}
"""),
("dominance_violation", """
// A value used before its definition in the same block.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
"""),
]
INVALID.append(("call_nested_symbol_ref", """
// func.call takes a flat symbol reference; a nested reference @lib::@f is rejected.
module {
  module @lib {
    func.func @f() {
      return
    }
  }
  func.func @main() {
    call @lib::@f() : () -> ()
    return
  }
}
"""))
INVALID.append(("generic_function_type_not_function", """
// func.func in generic form whose function_type is a type but no function type: property conversion takes it, the op's constraint refuses it.
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()
"""))
INVALID.append(("generic_function_type_not_function_with_body", """
// func.func with a tensor function_type and a body, nested in a module: the constraint is reported at the function.
module {
  "func.func"() <{function_type = tensor<4xf32>, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%a: i32):
    "func.return"(%a) : (i32) -> ()
  }) : () -> ()
}
"""))
INVALID.append(("generic_function_type_before_sym_name", """
// func.func with a non-function function_type and no sym_name: the required property is reported first.
"func.func"() <{function_type = i32}> ({
}) : () -> ()
"""))
INVALID.append(("generic_function_type_conversion_order", """
// func.func with a non-function function_type and a sym_name that is no string: property conversion fails on sym_name, not on the type.
"func.func"() <{function_type = index, sym_name = 5}> ({
}) : () -> ()
"""))
INVALID.append(("attr_dict_call_callee_wrong_kind", """
// func.call with an integer callee in its attribute dictionary: an error of the custom op at the '{'.
func.func @f(%a: i32) {
  func.call @f(%a) {callee = 1 : i32} : (i32) -> ()
  return
}
"""))
INVALID.append(("attr_dict_constant_value_wrong_kind", """
// func.constant with an integer value in its attribute dictionary, which comes before the symbol.
func.func @f() {
  %0 = func.constant {value = 1 : i32} @f : () -> ()
  return
}
"""))
INVALID.append(("constant_attr_dict_after_symbol", """
// func.constant with its attribute dictionary after the symbol: the format wants it before.
func.func @f() {
  %0 = func.constant @f {foo} : () -> ()
  return
}
"""))
VALID.append(("constant_attr_dict", """
// func.constant with discardable attributes: the dictionary is read and printed before the symbol.
func.func private @g()
func.func @f() -> (() -> ()) {
  %0 = func.constant {foo = 1 : i64, bar} @g : () -> ()
  return %0 : () -> ()
}
"""))
INVALID.append(("symbol_use_after_later_op_error", """
// A call to an undefined function, then an invalid op in a later function: symbol uses are checked once the module has verified its body, so the later op's error comes first.
func.func @a() {
  func.call @missing() : () -> ()
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
"""))
INVALID.append(("symbol_use_after_earlier_op_error", """
// An invalid op, then a call to an undefined function in a later function: the op error comes first either way.
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
func.func @b() {
  func.call @missing() : () -> ()
  return
}
"""))
INVALID.append(("symbol_use_after_dominance_error", """
// A call to an undefined function, then a dominance error in a later function: each function is verified wholly (dominance included) before the module checks symbol uses.
func.func @a() {
  func.call @missing() : () -> ()
  return
}
func.func @b(%x: i32) -> i32 {
  %r = arith.muli %x, %late : i32
  %late = arith.addi %x, %x : i32
  return %r : i32
}
"""))
INVALID.append(("symbol_use_same_function", """
// A call to an undefined function followed by an invalid op in the same function: the op error comes first.
func.func @a(%x: i32) {
  func.call @missing() : () -> ()
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
"""))
INVALID.append(("symbol_uses_walk_order", """
// Calls to undefined functions in two functions: MLIR's walk of the symbol table visits the last function's body first.
func.func @a() {
  func.call @missing1() : () -> ()
  return
}
func.func @b() {
  func.call @missing2() : () -> ()
  return
}
"""))
INVALID.append(("symbol_use_nested_module_first", """
// A nested module is a symbol table of its own: its symbol uses are checked when it is verified, before a later function's op error.
module @inner {
  func.func @b() {
    func.call @missing() : () -> ()
    return
  }
}
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
"""))
INVALID.append(("symbol_redefinition_after_op_error", """
// A redefined symbol and an invalid op inside the first definition: the module checks its symbols after its body.
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
func.func @a() {
  return
}
"""))
INVALID.append(("constant_symbol_use_after_op_error", """
// func.constant of an undefined function, then an invalid op in a later function.
func.func @a() {
  %0 = func.constant @missing : () -> ()
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
"""))
INVALID.append(("call_result_type_mismatch_notes", """
// func.call whose result types differ from the callee's: the error notes both lists.
func.func private @g() -> (i32, f32)
func.func @f() {
  %0:2 = call @g() : () -> (f32, i32)
  return
}
"""))
INVALID.append(("return_inside_affine_for", """
// func.return inside affine.for: its parent is checked before affine.for's terminator.
func.func @f() {
  affine.for %i = 1 to 10 {
    func.return
  }
  return
}
"""))
INVALID.append(("args_named_then_unnamed", """
// A function's arguments named, then one without a name on the next line.
func.func @f(%a : i32,
             f32) {
  return
}
"""))
INVALID.append(("args_unnamed_then_named", """
// A function's arguments unnamed, then one with a name on the next line.
func.func @f(f32,
             %a : i32) {
  return
}
"""))
INVALID.append(("unknown_bare_op_in_function", """
// An unknown op without a dialect in a function: tried in the default dialect, func.
func.func @f() {
  asd
  return
}
"""))
INVALID.append(("op_error_before_missing_terminator", """
// A block with an invalid op and no terminator: the op's error comes first.
func.func @f(%a : f32) {
  %0 = arith.addi %a, %a : f32
}
"""))
