# IREE util dialect; checked with iree-opt instead of mlir-opt-22.
VALID = [
("list_create_any", """
// util.list.create of a variant list !util.list<?> with and without an initial capacity.
util.func public @f(%n: index) -> (!util.list<?>, !util.list<?>) {
  %0 = util.list.create %n : !util.list<?>
  %1 = util.list.create : !util.list<?>
  util.return %0, %1 : !util.list<?>, !util.list<?>
}
"""),
("list_create_typed", """
// util.list.create of typed lists: integers, floats, tensors and nested lists.
util.func public @f() {
  %c8 = arith.constant 8 : index
  %0 = util.list.create %c8 : !util.list<i32>
  %1 = util.list.create : !util.list<f64>
  %2 = util.list.create : !util.list<tensor<?xf32>>
  %3 = util.list.create : !util.list<!util.list<?>>
  %4 = util.list.create : !util.list<!util.list<i8>>
  util.return
}
"""),
("list_size_resize", """
// util.list.size and util.list.resize.
util.func public @f(%l: !util.list<?>, %n: index) -> index {
  %0 = util.list.size %l : !util.list<?>
  util.list.resize %l, %n : !util.list<?>
  %1 = util.list.size %l : !util.list<?>
  util.return %1 : index
}
"""),
("list_get_set_typed", """
// util.list.get and util.list.set on a typed list.
util.func public @f(%l: !util.list<i64>, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.set %l[%c0], %v : !util.list<i64>
  %0 = util.list.get %l[%c1] : !util.list<i64>
  util.return %0 : i64
}
"""),
("list_get_set_variant", """
// util.list.get and util.list.set on a variant list name the element type explicitly.
util.func public @f(%l: !util.list<?>, %a: i32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.set %l[%c0], %a : i32 -> !util.list<?>
  util.list.set %l[%c1], %t : tensor<4xf32> -> !util.list<?>
  %0 = util.list.get %l[%c0] : !util.list<?> -> i32
  %1 = util.list.get %l[%c1] : !util.list<?> -> tensor<4xf32>
  util.return %0, %1 : i32, tensor<4xf32>
}
"""),
("list_nested", """
// A list of lists: store an inner list into an outer variant list and read it back.
util.func public @f() -> !util.list<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = util.list.create %c1 : !util.list<?>
  %inner = util.list.create %c1 : !util.list<i32>
  util.list.resize %outer, %c1 : !util.list<?>
  util.list.set %outer[%c0], %inner : !util.list<i32> -> !util.list<?>
  %0 = util.list.get %outer[%c0] : !util.list<?> -> !util.list<i32>
  util.return %0 : !util.list<i32>
}
"""),
("list_build_loop", """
// Filling a typed list with the squares of 0..n-1 in an scf.for loop.
util.func public @squares(%n: index) -> !util.list<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = util.list.create %n : !util.list<i64>
  util.list.resize %l, %n : !util.list<i64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    util.list.set %l[%i], %sq : !util.list<i64>
  }
  util.return %l : !util.list<i64>
}
"""),
("null", """
// util.null of list, buffer and object types.
util.func public @f() -> (!util.list<?>, !util.list<i32>, !util.buffer, !util.object) {
  %0 = util.null : !util.list<?>
  %1 = util.null : !util.list<i32>
  %2 = util.null : !util.buffer
  %3 = util.null : !util.object
  util.return %0, %1, %2, %3 : !util.list<?>, !util.list<i32>, !util.buffer, !util.object
}
"""),
("func_visibility", """
// util.func with public and private visibility; the printer always spells the visibility.
util.func @implicit_public() {
  util.return
}
util.func public @explicit_public() {
  util.return
}
util.func private @priv() {
  util.return
}
"""),
("func_declaration", """
// util.func declarations without a body (the printer names their arguments).
util.func private @ext(i32, f32) -> i64
util.func private @ext_list(!util.list<?>) -> !util.list<?>
"""),
("func_attributes", """
// util.func with argument, result and function attributes.
util.func public @f(%a: i32 {test.arg}, %b: f32) -> (i32 {test.res = 1 : i64}) attributes {test.fn = "x"} {
  util.return %a : i32
}
"""),
("call", """
// util.call of private functions with several results.
util.func private @pair(%a: i32) -> (i32, i32) {
  util.return %a, %a : i32, i32
}
util.func public @main(%a: i32) -> i32 {
  %0:2 = util.call @pair(%a) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  util.return %1 : i32
}
"""),
("call_no_results", """
// util.call of a function without arguments or results.
util.func private @noop() {
  util.return
}
util.func public @main() {
  util.call @noop() : () -> ()
  util.return
}
"""),
("call_tied", """
// util.func and util.call with a tied result (the result reuses an operand).
util.func private @inplace(%t: tensor<4xf32>) -> %t {
  util.return %t : tensor<4xf32>
}
util.func public @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @inplace(%t) : (tensor<4xf32>) -> %t
  util.return %0 : tensor<4xf32>
}
"""),
("return_multi_block", """
// util.func with several blocks and util.return in two of them.
util.func public @max(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^less, ^more
^less:
  util.return %b : i32
^more:
  util.return %a : i32
}
"""),
("global_load_store", """
// util.global with mutable state, loaded and stored from a util.func.
util.global private mutable @counter = 0 : i32
util.func public @next() -> i32 {
  %0 = util.global.load @counter : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  util.global.store %1, @counter : i32
  util.return %1 : i32
}
"""),
("global_initializer", """
// A util.global set from a util.initializer.
util.global private @table : !util.list<?>
util.initializer {
  %c4 = arith.constant 4 : index
  %l = util.list.create %c4 : !util.list<?>
  util.global.store %l, @table : !util.list<?>
  util.return
}
"""),
("misc_ops", """
// util.optimization_barrier, util.unfoldable_constant, util.cmp.eq, util.align, util.sizeof.
util.func public @f(%a: i32, %i: index) -> (i32, i1, index, index) {
  %0 = util.optimization_barrier %a : i32
  %1 = util.unfoldable_constant 42 : i32
  %2 = util.cmp.eq %0, %1 : i32
  %3 = util.align %i, %i : index
  %4 = util.sizeof f32
  util.return %0, %2, %3, %4 : i32, i1, index, index
}
"""),
("assume_int", """
// util.assume.int with range and divisibility assumptions.
util.func public @f(%i: index, %j: index) -> (index, index) {
  %0 = util.assume.int %i<umin = 0, umax = 100> : index
  %1 = util.assume.int %j<udiv = 16> : index
  util.return %0, %1 : index, index
}
"""),
("generic_form", """
// util ops written in generic form; printed in custom form.
"util.func"() <{function_type = (index) -> !util.list<?>, sym_name = "f", sym_visibility = "public", tied_operands = [-1 : index]}> ({
^bb0(%n: index):
  %0 = "util.list.create"(%n) : (index) -> !util.list<?>
  "util.return"(%0) : (!util.list<?>) -> ()
}) : () -> ()
"""),
("mixed_with_func", """
// util.func next to func.func in one module.
func.func @helper(%a: i32) -> i32 {
  return %a : i32
}
util.func public @main(%a: i32) -> !util.list<i32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %l = util.list.create %c1 : !util.list<i32>
  util.list.resize %l, %c1 : !util.list<i32>
  util.list.set %l[%c0], %a : !util.list<i32>
  util.return %l : !util.list<i32>
}
"""),
("null_non_reference_accepted", """
// util.null of a non-reference type (i32) is accepted by iree-opt.
util.func public @f() -> i32 {
  %0 = util.null : i32
  util.return %0 : i32
}
"""),
("global_store_immutable_accepted", """
// util.global.store to a global not marked mutable is accepted by the verifier.
util.global private @g = 0 : i32
util.func public @f(%a: i32) {
  util.global.store %a, @g : i32
  util.return
}
"""),
("list_get_variant_no_type", """
// util.list.get of a variant list without `-> type`: the result is the variant type `?`.
util.func public @f(%l: !util.list<?>) {
  %c0 = arith.constant 0 : index
  %0 = util.list.get %l[%c0] : !util.list<?>
  util.return
}
"""),
]

INVALID = [
("list_get_wrong_type", """
// util.list.get of a typed list with a different result type.
util.func public @f(%l: !util.list<i32>) {
  %c0 = arith.constant 0 : index
  %0 = util.list.get %l[%c0] : !util.list<i32> -> f32
  util.return
}
"""),
("list_set_wrong_type", """
// util.list.set of an f32 into a list of i32.
util.func public @f(%l: !util.list<i32>, %v: f32) {
  %c0 = arith.constant 0 : index
  util.list.set %l[%c0], %v : f32 -> !util.list<i32>
  util.return
}
"""),
("list_create_bad_capacity", """
// util.list.create with an i32 capacity.
util.func public @f(%n: i32) {
  %0 = util.list.create %n : !util.list<?>
  util.return
}
"""),
("list_size_non_list", """
// util.list.size of a tensor.
util.func public @f(%t: tensor<4xf32>) {
  %0 = util.list.size %t : tensor<4xf32>
  util.return
}
"""),
("list_type_bad_element", """
// A !util.list with a malformed element type.
util.func public @f(%l: !util.list<!>) {
  util.return
}
"""),
("return_wrong_type", """
// util.return with an operand type different from the function result type.
util.func public @f(%a: i64) -> i32 {
  util.return %a : i64
}
"""),
("call_missing_symbol", """
// util.call of a function that does not exist.
util.func public @f() {
  util.call @missing() : () -> ()
  util.return
}
"""),
("call_wrong_types", """
// util.call whose operand types disagree with the callee.
util.func private @g(%a: i32) {
  util.return
}
util.func public @f(%a: f32) {
  util.call @g(%a) : (f32) -> ()
  util.return
}
"""),
("public_declaration", """
// A util.func declaration without a body must not be public.
util.func public @ext(i32) -> i32
"""),
("global_load_type_mismatch", """
// util.global.load with a type different from the global's.
util.global private @g : i32
util.func public @f() -> f32 {
  %0 = util.global.load @g : f32
  util.return %0 : f32
}
"""),
("global_load_undefined", """
// util.global.load of an undefined global.
util.func public @f() {
  %0 = util.global.load @nope : i32
  util.return
}
"""),
("return_missing_operand", """
// util.return without the value the function returns.
util.func public @f(%a: i32) -> i32 {
  util.return
}
"""),
("return_in_func_func", """
// util.return used as the terminator of a func.func.
func.func @f() {
  util.return
}
"""),
]
