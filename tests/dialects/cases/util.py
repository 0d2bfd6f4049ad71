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
("cast", """
// util.cast between !util.object and other reference types, and to the same type.
util.func public @f(%o: !util.object, %b: !util.buffer, %l: !util.list<?>) -> (!util.buffer, !util.object, !util.list<?>) {
  %0 = util.cast %o : !util.object to !util.buffer
  %1 = util.cast %b : !util.buffer to !util.object
  %2 = util.cast %l : !util.list<?> to !util.list<?>
  %3 = util.cast %o {test.attr} : !util.object to tensor<4xf32>
  util.return %0, %1, %2 : !util.buffer, !util.object, !util.list<?>
}
"""),
("cmp_ne", """
// util.cmp.ne on references and integers (result i1).
util.func public @f(%a: !util.buffer, %b: !util.buffer, %x: i32) -> (i1, i1) {
  %0 = util.cmp.ne %a, %b : !util.buffer
  %1 = util.cmp.ne %x, %x {test.attr} : i32
  util.return %0, %1 : i1, i1
}
"""),
("numeric_optional_narrow", """
// util.numeric.optional_narrow with a semantic type and the optional min/max property struct.
util.func public @f(%a: i32, %f: f32, %t: tensor<4xf32>) -> i32 {
  %0 = util.numeric.optional_narrow %a : i32 as si8
  %1 = util.numeric.optional_narrow %a : i32 as ui8 <min_value = 0 : ui8, max_value = 200 : ui8>
  %2 = util.numeric.optional_narrow %a : i32 as si16 <max_value = 7 : si16> {test.attr}
  %3 = util.numeric.optional_narrow %f : f32 as f16
  %4 = util.numeric.optional_narrow %t : tensor<4xf32> as bf16
  util.return %1 : i32
}
"""),
("range_min_max", """
// util.range.min and util.range.max over index and integer values.
util.func public @f(%a: index, %b: index, %c: index, %x: i64) -> (index, index, i64) {
  %0 = util.range.min %a, %b, %c : index
  %1 = util.range.max %a : index
  %2 = util.range.max %x, %x {test.attr} : i64
  util.return %0, %1, %2 : index, index, i64
}
"""),
("range_extents", """
// util.range.extents of [offset for length] ranges; its results are named %min and %max.
util.func public @f(%o0: index, %l0: index, %o1: index, %l1: index) -> (index, index) {
  %0:2 = util.range.extents [%o0 for %l0] : index
  %min, %max = util.range.extents [%o0 for %l0], [%o1 for %l1] : index
  util.return %min, %max : index, index
}
"""),
("switch", """
// util.switch selecting among values by index, with a default; empty cases too.
util.func public @f(%i: index, %a: i32, %b: i32, %d: i32, %x: f32) -> (i32, i32, f32) {
  %0 = util.switch i32 from [%a, %b] at %i else %d : i32
  %1 = util.switch i32 from [] at %i else %d : i32
  %2 = util.switch f32 from [%x, %x, %x] at %i else %x {test.attr} : f32
  util.return %0, %1, %2 : i32, i32, f32
}
"""),
("hoistable_conversion", """
// util.hoistable_conversion with tags, inputs bound to region arguments, attributes after the body.
util.func public @f(%a: i32, %b: tensor<4xf32>) -> i32 {
  %0 = util.hoistable_conversion "to" inverts("from") (%x = %a) : (i32) -> i32 {
    %1 = arith.addi %x, %x : i32
    util.return %1 : i32
  }
  %2:2 = util.hoistable_conversion "pair" inverts("unpair") (%p = %a, %q = %b) : (i32, tensor<4xf32>) -> (tensor<4xf32>, i32) {
    util.return %q, %p : tensor<4xf32>, i32
  } {test.attr = 1 : i64}
  util.hoistable_conversion "" inverts("") () : () -> () {
    util.return
  }
  util.return %0 : i32
}
"""),
("unreachable", """
// util.unreachable (a terminator) with and without a message.
util.func private @a() {
  util.unreachable "never here"
}
util.func private @b() -> i32 {
  util.unreachable
}
util.func public @c(%p: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^ok, ^bad
^ok:
  util.return %c1 : i32
^bad:
  util.unreachable "bad branch" {test.attr}
}
"""),
("scf_unreachable", """
// util.scf.unreachable, a non-terminator marker, inside scf.if branches.
util.func public @f(%p: i1) -> i32 {
  %0 = scf.if %p -> (i32) {
    util.scf.unreachable "then branch"
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  } else {
    util.scf.unreachable
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  util.return %0 : i32
}
"""),
("global_address_indirect", """
// util.global.address (named %ptr_<global>) with indirect loads and stores through the pointer.
util.global private mutable @counter : i32
util.global private @table = dense<[1, 2, 3, 4]> : tensor<4xi32>
util.func public @f(%v: i32) -> (i32, tensor<?xi32>) {
  %p = util.global.address @counter : !util.ptr<i32>
  %0 = util.global.load.indirect %p : !util.ptr<i32> -> i32
  util.global.store.indirect %v, %p : i32 -> !util.ptr<i32>
  %q = util.global.address immutable @table : !util.ptr<tensor<4xi32>>
  %1 = util.global.load.indirect immutable %q : !util.ptr<tensor<4xi32>> -> tensor<?xi32>
  %2 = util.global.load.indirect %q {test.attr} : !util.ptr<tensor<4xi32>> -> tensor<4xi32>
  util.return %0, %1 : i32, tensor<?xi32>
}
"""),
("list_construct", """
// util.list.construct of variant and typed lists, empty and with values of several types.
util.func public @f(%a: i32, %b: index, %t: tensor<4xf32>, %o: !util.buffer) -> (!util.list<?>, !util.list<i32>) {
  %0 = util.list.construct [%a : i32, %b : index, %t : tensor<4xf32>] : !util.list<?>
  %1 = util.list.construct [%a : i32, %a : i32] : !util.list<i32>
  %2 = util.list.construct [] : !util.list<f32>
  %3 = util.list.construct [%o : !util.buffer] {test.attr} : !util.list<!util.object>
  %4 = util.list.construct [%t : tensor<4xf32>] : !util.list<tensor<?xf32>>
  util.return %0, %1 : !util.list<?>, !util.list<i32>
}
"""),
("buffer_constant", """
// util.buffer.constant of dense, string and resource data, named, aligned and with a MIME type.
util.func public @f() -> (!util.buffer, !util.buffer, !util.buffer) {
  %0 = util.buffer.constant : !util.buffer = dense<[1, 2, 3]> : tensor<3xi8>
  %1 = util.buffer.constant "greeting" : !util.buffer = "hello"
  %2 = util.buffer.constant "data" <alignment = 64, mime_type = "application/octet-stream"> : !util.buffer = dense<1.0> : tensor<4xf32>
  %3 = util.buffer.constant <mime_type = "text/plain"> {test.attr} : !util.buffer = "x"
  %4 = util.buffer.constant <alignment = 16> : !util.buffer = dense<"0x01020304"> : tensor<4xi8>
  util.return %0, %1, %2 : !util.buffer, !util.buffer, !util.buffer
}
"""),
("buffer_alloc_dealloc", """
// util.buffer.alloc (named %buffer), with and without alignment, and util.buffer.dealloc.
util.func public @f(%n: index) -> !util.buffer {
  %0 = util.buffer.alloc uninitialized : !util.buffer{%n}
  %1 = util.buffer.alloc uninitialized <alignment = 32> : !util.buffer{%n}
  %2 = util.buffer.alloc uninitialized {test.attr} : !util.buffer{%n}
  util.buffer.dealloc %1 : !util.buffer{%n}
  util.buffer.dealloc %2 : !util.buffer{%n} attributes {test.attr}
  util.return %0 : !util.buffer
}
"""),
("buffer_slice_subspan", """
// util.buffer.slice (a copy, named %buffer) and util.buffer.subspan (a view, named %buffer_span).
util.func public @f(%b: !util.buffer, %n: index, %off: index, %len: index) -> (!util.buffer, !util.buffer) {
  %0 = util.buffer.slice %b[%off] : !util.buffer{%n} -> !util.buffer{%len}
  %1 = util.buffer.slice %b[%off] <alignment = 8> {test.attr} : !util.buffer{%n} -> !util.buffer{%len}
  %2 = util.buffer.subspan %b[%off] : !util.buffer{%n} -> !util.buffer{%len}
  %3 = util.buffer.subspan %b[%off] : !util.buffer{%n} -> !util.buffer{%len} attributes {test.attr}
  util.return %0, %2 : !util.buffer, !util.buffer
}
"""),
("buffer_size_storage", """
// util.buffer.size and util.buffer.storage (results %buffer_storage and %buffer_offset).
util.func public @f(%b: !util.buffer, %n: index) -> (index, memref<?xi8>, index) {
  %0 = util.buffer.size %b : !util.buffer
  %1 = util.buffer.size %b : !util.buffer attributes {test.attr}
  %2:2 = util.buffer.storage %b : !util.buffer{%n} -> (memref<?xi8>, index)
  util.return %0, %2#0, %2#1 : index, memref<?xi8>, index
}
"""),
("buffer_copy_compare", """
// util.buffer.copy between two sized buffers and util.buffer.compare of two ranges.
util.func public @f(%a: !util.buffer, %an: index, %b: !util.buffer, %bn: index, %o: index, %len: index) -> i1 {
  util.buffer.copy %a[%o], %b[%o], %len : !util.buffer{%an} -> !util.buffer{%bn}
  util.buffer.copy %a[%o], %a[%len], %len : !util.buffer{%an} -> !util.buffer{%an} attributes {test.attr}
  %0 = util.buffer.compare %a[%o], %b[%o], %len : !util.buffer{%an}, !util.buffer{%bn}
  util.return %0 : i1
}
"""),
("buffer_fill_load_store_hash", """
// util.buffer.fill, util.buffer.load, util.buffer.store and util.buffer.hash on [offset for length] ranges.
util.func public @f(%b: !util.buffer, %n: index, %o: index, %len: index, %x: i32, %y: f32) -> (i32, f32, i64) {
  util.buffer.fill %x, %b[%o for %len] : i32 -> !util.buffer{%n}
  util.buffer.fill %o, %b[%o for %len] : index -> !util.buffer{%n}
  %0 = util.buffer.load %b[%o for %len] : !util.buffer{%n} -> i32
  %1 = util.buffer.load %b[%o for %len] : !util.buffer{%n} -> f32 attributes {test.attr}
  util.buffer.store %x, %b[%o for %len] : i32 -> !util.buffer{%n}
  util.buffer.store %y, %b[%o for %len] : f32 -> !util.buffer{%n}
  %2 = util.buffer.hash %b[%o for %len] : !util.buffer{%n} -> i64
  util.return %0, %1, %2 : i32, f32, i64
}
"""),
("string_format_itoa", """
// util.string.format (its result named after the format) and util.string.itoa (named %itoa).
util.func public @f(%i: index, %x: i32, %s: !util.buffer) -> (!util.buffer, !util.buffer) {
  %0 = util.string.format "value={} at {}"(%x, %i) : (i32, index) -> !util.buffer
  %1 = util.string.format "{1}-{0}/{0}.txt"(%s, %x) : (!util.buffer, i32) -> !util.buffer
  %2 = util.string.format "{{literal}}"() : () -> !util.buffer
  %3 = util.string.format "!!"() {test.attr} : () -> !util.buffer
  %4 = util.string.format "a_very_long_format_string_that_is_cut_at_32_characters {}"(%x) : (i32) -> !util.buffer
  %5 = util.string.itoa %x : i32 -> !util.buffer
  %6 = util.string.itoa %i : index -> !util.buffer
  util.return %0, %5 : !util.buffer, !util.buffer
}
"""),
("status_check_ok", """
// util.status.check_ok of an i32 status, with and without a message.
util.func public @f(%s: i32) {
  util.status.check_ok %s
  util.status.check_ok %s, "call failed"
  util.status.check_ok %s {test.attr}
  util.return
}
"""),
("new_ops_generic_form", """
// The new util ops in generic form, with properties the custom form prints as a property struct.
"util.func"() <{function_type = (i32, index, !util.buffer) -> (), sym_name = "f", sym_visibility = "public"}> ({
^bb0(%a: i32, %n: index, %b: !util.buffer):
  %0 = "util.numeric.optional_narrow"(%a) <{max_value = 9 : si8, min_value = -3 : si8, semantic_type = si8}> : (i32) -> i32
  %1 = "util.buffer.constant"() <{alignment = 16 : index, mime_type = "text/plain", name = "n", value = "hi"}> {test.attr} : () -> !util.buffer
  %2 = "util.buffer.alloc"(%n) <{alignment = 8 : index}> : (index) -> !util.buffer
  %3 = "util.buffer.slice"(%b, %n, %n, %n) <{alignment = 4 : index}> : (!util.buffer, index, index, index) -> !util.buffer
  %4 = "util.hoistable_conversion"(%a) <{inverseTag = "b"}> ({
  ^bb0(%x: i32):
    "util.return"(%x) : (i32) -> ()
  }) : (i32) -> i32
  %5:2 = "util.range.extents"(%n, %n) : (index, index) -> (index, index)
  "util.return"() : () -> ()
}) : () -> ()
"""),
("attributes", """
// The util dialect's attributes as discardable attributes, and a byte pattern as a buffer constant.
module attributes {util.a = #util.byte_pattern<0x10> : tensor<4xi8>, util.b = #util.byte_range< 10 ,20 >, util.c = #util.null : !util.buffer, util.d = #util.uninitialized : tensor<4xf32>, util.e = #util.preprocessing_pipeline<"builtin.module(canonicalize)">, util.f = #util.inline.never, util.g = #util.inline.always, util.h = #util.int.assumption<umin = 1, udiv = 4>, util.i = #util.byte_pattern<-1> : i8, util.j = #util.null<ignored>} {
  util.func public @f() -> !util.buffer {
    %0 = util.buffer.constant : !util.buffer = #util.byte_pattern<7> : tensor<16xi8>
    util.return %0 : !util.buffer
  }
}
"""),
("types", """
// The util dialect's types: buffer, object, variant, unused, lists and pointers.
util.func private @f(!util.buffer, !util.object, !util.variant, !util.unused, !util.list<?>, !util.list<!util.list<i8>>, !util.ptr<i32>, !util.ptr<tensor<?xf32>>) -> !util.ptr<!util.buffer>
"""),
("composite", """
// #util.composite: buffer constants made of dense elements, strings, byte patterns and other composites, printed through composite_of_Nb aliases numbered in visit order.
#c = #util.composite<1xi8, [dense<1> : tensor<1xi8>]>
util.func public @f() -> (!util.buffer, !util.buffer, !util.buffer) {
  %0 = util.buffer.constant : !util.buffer = #util.composite<12xi8, [dense<1> : tensor<4xi8>, #util.byte_pattern<3> : tensor<8xi8>]>
  %1 = util.buffer.constant : !util.buffer = #util.composite<0xi8, []>
  %2 = util.buffer.constant {util.x} : !util.buffer = #util.composite<7xi8, ["abc", dense<[1.0]> : tensor<1xf32>,]>
  util.return %0, %1, %2 : !util.buffer, !util.buffer, !util.buffer
}
module attributes {util.a = #util<composite<2xi8, [#c, #c]>>, util.b = [#util.composite<1xi8, [dense<2> : tensor<1xi8>]>, #c], util.c = #util.composite<3xi8, [#util.composite<2xi8, [dense<1> : tensor<2xi8>]>, dense<1> : tensor<1xi8>]> : i32} {
}
"""),
("composite_generic", """
// #util.composite in generic form, with a dense_resource value and complex elements.
"util.func"() <{function_type = () -> !util.buffer, sym_name = "g", tied_operands = [-1 : index]}> ({
  %0 = "util.buffer.constant"() <{value = #util.composite<12xi8, [dense_resource<__elided__> : tensor<4xi8>, dense<(1.0,2.0)> : tensor<1xcomplex<f32>>]>}> : () -> !util.buffer
  "util.return"(%0) : (!util.buffer) -> ()
}) : () -> ()
"""),
("attribute_parameters", """
// util attributes kept by their parameters: assumption fields in any order (absent, hex, true, a negative wrapping), integers at the ends of int64, a typed pipeline string, blanks in the #util<...> form.
module attributes {util.a = #util.int.assumption<udiv = 0x10, umin = 1>, util.b = #util.int.assumption<>, util.c = #util.int.assumption<umin = >, util.d = #util.int.assumption<umax = true, udiv = -1>, util.e = #util.byte_range<-9223372036854775808, 9223372036854775807>, util.f = #util.byte_pattern<false> : i8, util.g = #util.preprocessing_pipeline<"p" : i32>, util.h = #util< inline.always>, util.i = #util.uninitialized<x y>, util.j = [#util.null, #util.null : i32]} {
}
"""),
("assume_int_rows", """
// util.assume.int with several operands, each with a row of assumptions or a single one; a field without a value is absent.
util.func public @f(%a: index, %b: index, %c: i32) -> (index, index, i32) {
  %0:3 = util.assume.int %a[<umin = 0, umax = 4>, <udiv = 0x8>], %b<umin = >, %c[<umax = -1>, <>] : index, index, i32
  util.return %0#0, %0#1, %0#2 : index, index, i32
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
("cast_not_object", """
// util.cast of a non-object type (i32) to !util.object.
util.func public @f(%a: i32) {
  %0 = util.cast %a : i32 to !util.object
  util.return
}
"""),
("cast_incompatible", """
// util.cast between two unrelated types without !util.object on either side.
util.func public @f(%a: tensor<4xf32>) {
  %0 = util.cast %a : tensor<4xf32> to !util.buffer
  util.return
}
"""),
("cast_result_not_object", """
// util.cast of !util.object to a primitive result type.
util.func public @f(%a: !util.object) {
  %0 = util.cast %a : !util.object to f32
  util.return
}
"""),
("cmp_ne_mismatch", """
// util.cmp.ne in generic form with operands of different types.
util.func public @f(%a: i32, %b: i64) {
  %0 = "util.cmp.ne"(%a, %b) : (i32, i64) -> i1
  util.return
}
"""),
("narrow_index", """
// util.numeric.optional_narrow of an index operand.
util.func public @f(%a: index) {
  %0 = util.numeric.optional_narrow %a : index as i8
  util.return
}
"""),
("narrow_attr_dict", """
// util.numeric.optional_narrow with its min_value in the attribute dictionary (strict properties).
util.func public @f(%a: i32) {
  %0 = util.numeric.optional_narrow %a : i32 as si8 {min_value = 1 : si8}
  util.return
}
"""),
("range_min_no_operands", """
// util.range.min without operands.
util.func public @f() {
  %0 = util.range.min : index
  util.return
}
"""),
("range_min_float", """
// util.range.min of floats in generic form.
util.func public @f(%a: f32) {
  %0 = "util.range.min"(%a) : (f32) -> f32
  util.return
}
"""),
("range_extents_mismatch", """
// util.range.extents in generic form with an i32 result next to index operands.
util.func public @f(%a: index) {
  %0:2 = "util.range.extents"(%a, %a) : (index, index) -> (index, i32)
  util.return
}
"""),
("switch_result_type", """
// util.switch whose result type differs from its default value's.
util.func public @f(%i: index) {
  %0 = util.switch index from [%i] at %i else %i : i32
  util.return
}
"""),
("switch_buffer", """
// util.switch over buffers (not primitive) in generic form.
util.func public @f(%i: index, %b: !util.buffer) {
  %0 = "util.switch"(%i, %b) : (index, !util.buffer) -> !util.buffer
  util.return
}
"""),
("hoistable_result_type", """
// util.hoistable_conversion returning a value of another type than its result.
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index) -> i32 {
    util.return %x : index
  }
  util.return
}
"""),
("hoistable_return_count", """
// util.hoistable_conversion whose util.return has fewer operands than the op has results.
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index) -> index {
    util.return
  }
  util.return
}
"""),
("hoistable_input_count", """
// util.hoistable_conversion whose function type lists more inputs than bound operands.
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index, index) -> index {
    util.return %x : index
  }
  util.return
}
"""),
("hoistable_block_args", """
// util.hoistable_conversion in generic form whose block takes no argument for its input.
util.func public @f(%a: index) {
  %0 = "util.hoistable_conversion"(%a) <{inverseTag = "b", tag = "a"}> ({
    "util.return"(%a) : (index) -> ()
  }) : (index) -> index
  util.return
}
"""),
("hoistable_tag_not_string", """
// util.hoistable_conversion in generic form with an integer tag.
util.func public @f(%a: index) {
  "util.hoistable_conversion"() <{inverseTag = "b", tag = 1}> ({
    "util.return"() : () -> ()
  }) : () -> ()
  util.return
}
"""),
("unreachable_not_last", """
// util.unreachable followed by another op in its block.
util.func public @f() {
  util.unreachable "x"
  util.return
}
"""),
("unreachable_bad_message", """
// util.unreachable in generic form with an integer message.
util.func public @f() {
  "util.unreachable"() <{message = 1}> : () -> ()
}
"""),
("global_address_undefined", """
// util.global.address of a symbol that is not a global.
util.func public @f() {
  %0 = util.global.address @nowhere : !util.ptr<i32>
  util.return
}
"""),
("global_address_immutable_mutable", """
// util.global.address marked immutable of a mutable global.
util.global private mutable @g : i32
util.func public @f() {
  %0 = util.global.address immutable @g : !util.ptr<i32>
  util.return
}
"""),
("global_address_not_ptr", """
// util.global.address in generic form with a non-pointer result.
util.global private @g : i32
util.func public @f() {
  %0 = "util.global.address"() <{global = @g}> : () -> i32
  util.return
}
"""),
("load_indirect_mismatch", """
// util.global.load.indirect of an i64 pointer as i32.
util.func public @f(%p: !util.ptr<i64>) {
  %0 = util.global.load.indirect %p : !util.ptr<i64> -> i32
  util.return
}
"""),
("load_indirect_shape_mismatch", """
// util.global.load.indirect of a tensor pointer with an incompatible shape.
util.func public @f(%p: !util.ptr<tensor<4xi32>>) {
  %0 = util.global.load.indirect %p : !util.ptr<tensor<4xi32>> -> tensor<5xi32>
  util.return
}
"""),
("store_indirect_mismatch", """
// util.global.store.indirect of an i32 into an i64 pointer.
util.func public @f(%a: i32, %p: !util.ptr<i64>) {
  util.global.store.indirect %a, %p : i32 -> !util.ptr<i64>
  util.return
}
"""),
("list_construct_wrong_type", """
// util.list.construct of an i32 into a list of f32.
util.func public @f(%a: i32) {
  %0 = util.list.construct [%a : i32] : !util.list<f32>
  util.return
}
"""),
("list_construct_not_list", """
// util.list.construct in generic form with a non-list result.
util.func public @f(%a: i32) {
  %0 = "util.list.construct"(%a) : (i32) -> i32
  util.return
}
"""),
("buffer_constant_not_serializable", """
// util.buffer.constant of an array attribute, which cannot be serialized.
util.func public @f() {
  %0 = util.buffer.constant : !util.buffer = [1, 2]
  util.return
}
"""),
("buffer_constant_bad_alignment", """
// util.buffer.constant with an alignment that is not a power of two.
util.func public @f() {
  %0 = util.buffer.constant <alignment = 3> : !util.buffer = "x"
  util.return
}
"""),
("buffer_constant_unknown_property", """
// util.buffer.constant with an unknown name in its property struct.
util.func public @f() {
  %0 = util.buffer.constant <foo = 1> : !util.buffer = "x"
  util.return
}
"""),
("buffer_constant_duplicate_property", """
// util.buffer.constant with alignment twice in its property struct.
util.func public @f() {
  %0 = util.buffer.constant <alignment = 16, alignment = 16> : !util.buffer = "x"
  util.return
}
"""),
("buffer_alloc_bad_alignment", """
// util.buffer.alloc with an alignment that is not a power of two.
util.func public @f(%n: index) {
  %0 = util.buffer.alloc uninitialized <alignment = 12> : !util.buffer{%n}
  util.return
}
"""),
("buffer_alloc_alignment_attr_dict", """
// util.buffer.alloc with its alignment in the attribute dictionary (strict properties).
util.func public @f(%n: index) {
  %0 = util.buffer.alloc uninitialized {alignment = 16 : index} : !util.buffer{%n}
  util.return
}
"""),
("buffer_slice_alignment_not_index", """
// util.buffer.slice in generic form with an i32 alignment.
util.func public @f(%b: !util.buffer, %n: index) {
  %0 = "util.buffer.slice"(%b, %n, %n, %n) <{alignment = 4 : i32}> : (!util.buffer, index, index, index) -> !util.buffer
  util.return
}
"""),
("buffer_dealloc_not_buffer", """
// util.buffer.dealloc of an f32 in generic form.
util.func public @f(%a: f32, %n: index) {
  "util.buffer.dealloc"(%a, %n) : (f32, index) -> ()
  util.return
}
"""),
("buffer_fill_buffer_pattern", """
// util.buffer.fill with a buffer as its pattern, in generic form.
util.func public @f(%b: !util.buffer, %n: index) {
  "util.buffer.fill"(%b, %b, %n, %n, %n) : (!util.buffer, !util.buffer, index, index, index) -> ()
  util.return
}
"""),
("buffer_storage_not_memref", """
// util.buffer.storage in generic form whose first result is not a memref.
util.func public @f(%b: !util.buffer, %n: index) {
  %0:2 = "util.buffer.storage"(%b, %n) : (!util.buffer, index) -> (f32, index)
  util.return
}
"""),
("buffer_hash_i32", """
// util.buffer.hash producing i32 instead of i64.
util.func public @f(%b: !util.buffer, %n: index) {
  %0 = util.buffer.hash %b[%n for %n] : !util.buffer{%n} -> i32
  util.return
}
"""),
("buffer_copy_missing_operands", """
// util.buffer.copy in generic form with six operands instead of seven.
util.func public @f(%b: !util.buffer, %n: index) {
  "util.buffer.copy"(%b, %n, %n, %b, %n, %n) : (!util.buffer, index, index, !util.buffer, index, index) -> ()
  util.return
}
"""),
("string_format_count", """
// util.string.format with one placeholder and two arguments.
util.func public @f(%a: i32) {
  %0 = util.string.format "{}"(%a, %a) : (i32, i32) -> !util.buffer
  util.return
}
"""),
("string_format_mixed", """
// util.string.format mixing sequential and explicit placeholders.
util.func public @f(%a: i32) {
  %0 = util.string.format "{} {1}"(%a, %a) : (i32, i32) -> !util.buffer
  util.return
}
"""),
("string_format_bad_placeholder", """
// util.string.format with a placeholder that is neither {} nor {N}.
util.func public @f(%a: i32) {
  %0 = util.string.format "{x}"(%a) : (i32) -> !util.buffer
  util.return
}
"""),
("string_format_unclosed", """
// util.string.format with an unclosed brace.
util.func public @f(%a: i32) {
  %0 = util.string.format "{"(%a) : (i32) -> !util.buffer
  util.return
}
"""),
("string_format_unmatched", """
// util.string.format with an unmatched closing brace.
util.func public @f(%a: i32) {
  %0 = util.string.format "}"(%a) : (i32) -> !util.buffer
  util.return
}
"""),
("string_format_float_arg", """
// util.string.format of an f32 argument in generic form.
util.func public @f(%a: f32) {
  %0 = "util.string.format"(%a) <{format = "{}"}> : (f32) -> !util.buffer
  util.return
}
"""),
("string_itoa_float", """
// util.string.itoa of an f32.
util.func public @f(%a: f32) {
  %0 = util.string.itoa %a : f32 -> !util.buffer
  util.return
}
"""),
("status_check_ok_i64", """
// util.status.check_ok of an i64 status in generic form.
util.func public @f(%s: i64) {
  "util.status.check_ok"(%s) : (i64) -> ()
  util.return
}
"""),
("byte_range_one_value", """
// #util.byte_range with a single value.
module attributes {util.r = #util.byte_range<10>} {
}
"""),
("byte_pattern_too_large", """
// #util.byte_pattern whose value does not fit 64 bits.
module attributes {util.r = #util.byte_pattern<99999999999999999999>} {
}
"""),
("preprocessing_pipeline_not_string", """
// #util.preprocessing_pipeline whose body is not a string.
module attributes {util.r = #util.preprocessing_pipeline<x>} {
}
"""),
("unknown_attribute", """
// An attribute the util dialect does not define.
module attributes {util.r = #util.unknownthing} {
}
"""),
("composite_not_i8", """
// #util.composite whose element type is not i8.
module attributes {util.r = #util.composite<4xi16, []>} {
}
"""),
("composite_dynamic_length", """
// #util.composite with a dynamic length.
module attributes {util.r = #util.composite<?xi8, []>} {
}
"""),
("composite_two_dims", """
// #util.composite with two dimensions.
module attributes {util.r = #util.composite<4x5xi8, []>} {
}
"""),
("composite_missing_comma", """
// #util.composite without the comma before its values.
module attributes {util.r = #util.composite<4xi8 []>} {
}
"""),
("composite_values_unseparated", """
// #util.composite whose values are not separated by a comma.
module attributes {util.r = #util.composite<8xi8, [dense<1> : tensor<4xi8> dense<1> : tensor<4xi8>]>} {
}
"""),
("composite_bad_value", """
// #util.composite with a value that is not an attribute.
module attributes {util.r = #util.composite<4xi8, [,]>} {
}
"""),
("composite_no_body", """
// #util.composite without a body.
module attributes {util.r = #util.composite} {
}
"""),
("composite_value_error", """
// #util.composite with a dense value of the wrong kind for its type.
module attributes {util.r = #util.composite<8xi8, [dense<[1,2]> : tensor<2xf32>]>} {
}
"""),
("func_function_type_not_function", """
// util.func whose function_type is not a function type (generic form).
"util.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
"""),
("initializer_function_type_not_function", """
// util.initializer whose function_type is not a function type (generic form).
"util.initializer"() <{function_type = index}> ({
  "util.return"() : () -> ()
}) : () -> ()
"""),
("func_tied_beyond_results", """
// util.func with more tied_operands than results, the extra one out of range (generic form).
"util.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private", tied_operands = [-1 : index, 5 : index]}> ({
^bb0(%a: i32):
  "util.return"(%a) : (i32) -> ()
}) : () -> ()
"""),
("buffer_alloc_alignment_before_operand", """
// util.buffer.alloc with an alignment that is not an index and a float size: the property is checked first.
util.func public @f(%n: f32) {
  %0 = "util.buffer.alloc"(%n) <{alignment = 8 : i32}> : (f32) -> !util.buffer
  util.return
}
"""),
("assume_int_assumptions_before_operand", """
// util.assume.int with assumptions that are not #util.int.assumption and a float operand: the property is checked first.
util.func public @f(%a: f32) {
  %0 = "util.assume.int"(%a) <{assumptions = [1]}> : (f32) -> f32
  util.return
}
"""),
("initializer_block_args_per_function_type", """
// util.initializer whose function_type takes an i32 and whose body takes one: an initializer takes nothing, whatever its function_type (generic form).
"util.initializer"() <{function_type = (i32) -> ()}> ({
^bb0(%a: i32):
  "util.return"() : () -> ()
}) : () -> ()
"""),
("assumption_duplicate_field", """
// #util.int.assumption with a field given twice: reported at the second value.
module attributes {util.r = #util.int.assumption<umin = 1, umin = 2>} {
}
"""),
("assumption_unknown_field", """
// #util.int.assumption with a field it does not have.
module attributes {util.r = #util.int.assumption<umin = 1, foo = 2>} {
}
"""),
("assumption_missing_equal", """
// #util.int.assumption with a field and no '=': reported after the field name.
module attributes {util.r = #util.int.assumption<umin 1>} {
}
"""),
("assumption_trailing_comma", """
// #util.int.assumption with a comma and no field after it.
module attributes {util.r = #util.int.assumption<umin = 1, >} {
}
"""),
("assumption_not_integer", """
// #util.int.assumption whose value is no integer: the field is absent and '>' is expected after the '='.
module attributes {util.r = #util.int.assumption<umin = x>} {
}
"""),
("assumption_too_large", """
// #util.int.assumption whose value does not fit 64 bits.
module attributes {util.r = #util.int.assumption<umax = 0x10000000000000000>} {
}
"""),
("assumption_negative_too_large", """
// #util.int.assumption with -2^63, which a uint64_t field does not take.
module attributes {util.r = #util.int.assumption<umin = -9223372036854775808>} {
}
"""),
("assumption_minus_alone", """
// #util.int.assumption with a minus sign and no integer after it.
module attributes {util.r = #util.int.assumption<umin = - x>} {
}
"""),
("byte_range_missing_comma", """
// #util.byte_range with two values and no comma: reported after the first.
module attributes {util.r = #util.byte_range<1 2>} {
}
"""),
("byte_pattern_too_large_unsigned", """
// #util.byte_pattern with 2^64-1, beyond int64_t.
module attributes {util.r = #util.byte_pattern<18446744073709551615>} {
}
"""),
("byte_range_three_values", """
// #util.byte_range with three values.
module attributes {util.r = #util.byte_range<1, 2, 3>} {
}
"""),
("preprocessing_pipeline_integer", """
// #util.preprocessing_pipeline with an integer attribute where a string is expected.
module attributes {util.r = #util.preprocessing_pipeline<1>} {
}
"""),
("preprocessing_pipeline_two_strings", """
// #util.preprocessing_pipeline with two strings.
module attributes {util.r = #util.preprocessing_pipeline<"a", "b">} {
}
"""),
("attribute_no_keyword", """
// a util attribute whose body does not start with a keyword.
module attributes {util.r = #util<"inline.never">} {
}
"""),
("assume_int_duplicate_field", """
// util.assume.int with an assumption giving a field twice: the custom op names itself, at the second value.
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin = 1, umin = 2> : index
  util.return
}
"""),
("assume_int_row_too_large", """
// util.assume.int with a row whose second assumption does not fit 64 bits.
util.func public @f(%i: index) {
  %0 = util.assume.int %i[<umin = 1>, <umax = 99999999999999999999>] : index
  util.return
}
"""),
("assume_int_missing_equal", """
// util.assume.int with an assumption field without '=': a token error, not named after the op.
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin 1> : index
  util.return
}
"""),
("assume_int_trailing_comma", """
// util.assume.int with an assumption ending in a comma: the custom op's 'expected valid keyword' at the '>'.
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin = 1, > : index
  util.return
}
"""),
("global_load_symbol_use_after_op_error", """
// global.load of an undefined symbol, then an invalid op in a later function: iree-opt checks symbol uses after the module's body.
util.func public @a(%x: i32) {
  %g = util.global.load @missing : i32
  util.return
}
util.func public @b(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
"""),
("global_store_symbol_use_after_op_error", """
// global.store of an undefined symbol, then an invalid op in a later function: iree-opt checks symbol uses after the module's body.
util.func public @a(%x: i32) {
  util.global.store %x, @missing : i32
  util.return
}
util.func public @b(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
"""),
("global_address_symbol_use_after_op_error", """
// global.address of an undefined symbol, then an invalid op in a later function: iree-opt checks symbol uses after the module's body.
util.func public @a(%x: i32) {
  %g = util.global.address @missing : !util.ptr<i32>
  util.return
}
util.func public @b(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
"""),
("call_symbol_use_after_op_error", """
// call of an undefined symbol, then an invalid op in a later function: iree-opt checks symbol uses after the module's body.
util.func public @a(%x: i32) {
  %g = util.call @missing(%x) : (i32) -> i32
  util.return
}
util.func public @b(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
"""),
("global_load_symbol_use_before_op_error", """
// An invalid op, then util.global.load of an undefined global in a later function: the op error comes first either way.
util.func public @a(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
util.func public @b(%x: i32) {
  %g = util.global.load @missing : i32
  util.return
}
"""),
]
