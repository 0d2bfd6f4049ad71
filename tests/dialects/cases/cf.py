VALID = [
("br_simple", """
// cf.br to a block without arguments.
func.func @f() {
  cf.br ^next
^next:
  return
}
"""),
("br_with_operands", """
// cf.br passing several operands of different types to block arguments.
func.func @f(%a: i32, %b: f64, %t: tensor<2xi8>) -> f64 {
  cf.br ^next(%a, %b, %t : i32, f64, tensor<2xi8>)
^next(%x: i32, %y: f64, %z: tensor<2xi8>):
  return %y : f64
}
"""),
("br_chain", """
// A chain of unconditional branches; the printer annotates predecessors.
func.func @f(%a: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  cf.br ^bb2(%x : index)
^bb2(%y: index):
  cf.br ^bb3
^bb3:
  return %y : index
}
"""),
("br_loop", """
// A loop built from blocks: a back edge to the header block.
func.func @count(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %lt = arith.cmpi slt, %i, %n : i64
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return %i : i64
}
"""),
("cond_br_simple", """
// cf.cond_br without block operands.
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^yes, ^no
^yes:
  %one = arith.constant 1 : i32
  return %one : i32
^no:
  %zero = arith.constant 0 : i32
  return %zero : i32
}
"""),
("cond_br_operands", """
// cf.cond_br passing different operands to each successor.
func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^t(%a : i32), ^e(%b, %a : f32, i32)
^t(%x: i32):
  return %x : i32
^e(%y: f32, %z: i32):
  return %z : i32
}
"""),
("cond_br_same_successor", """
// cf.cond_br whose two successors are the same block with different operands.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%x: i32):
  return %x : i32
}
"""),
("cond_br_weights", """
// cf.cond_br with branch weights.
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([90, 10]), ^hot(%a : i32), ^cold
^hot(%x: i32):
  return %x : i32
^cold:
  %z = arith.constant 0 : i32
  return %z : i32
}
"""),
("cond_br_vector_free_condition", """
// cf.cond_br on a condition computed by arith.cmpf, with an attribute and location.
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %neg = arith.cmpf olt, %x, %zero : f32
  cf.cond_br %neg, ^n, ^p {test.likely} loc("branch.mlir":3:5)
^n:
  %y = arith.negf %x : f32
  return %y : f32
^p:
  return %x : f32
}
"""),
("switch_default_only", """
// cf.switch with only a default destination.
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^exit
  ]
^exit:
  return
}
"""),
("switch_cases", """
// cf.switch with a default and several cases.
func.func @f(%flag: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^d,
    0: ^zero,
    1: ^one,
    42: ^answer
  ]
^d:
  %c = arith.constant -1 : i32
  return %c : i32
^zero:
  return %flag : i32
^one:
  return %flag : i32
^answer:
  %c42 = arith.constant 42 : i32
  return %c42 : i32
}
"""),
("switch_operands", """
// cf.switch passing operands to the default and case destinations.
func.func @f(%flag: i64, %a: f32, %b: f32) -> f32 {
  cf.switch %flag : i64, [
    default: ^bb1(%a : f32),
    10: ^bb1(%b : f32),
    20: ^bb2(%a, %b : f32, f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2(%y: f32, %z: f32):
  %s = arith.addf %y, %z : f32
  return %s : f32
}
"""),
("switch_negative_cases", """
// cf.switch with negative case values (printed as unsigned for i32 flags).
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^a,
    -1: ^b,
    -100: ^a
  ]
^a:
  return
^b:
  return
}
"""),
("switch_i16_and_i8", """
// cf.switch on i16 and i8 flags, with extreme i8 case values.
func.func @f(%i: i16, %b: i8) {
  cf.switch %i : i16, [
    default: ^next,
    3: ^next
  ]
^next:
  cf.switch %b : i8, [
    default: ^done,
    127: ^done,
    -128: ^done
  ]
^done:
  return
}
"""),
("assert", """
// cf.assert with messages, including escapes in the message string.
func.func @f(%c: i1, %a: i32) {
  cf.assert %c, "condition must hold"
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %a, %z : i32
  cf.assert %nz, "a != 0 \\"quoted\\" \\n newline"
  cf.assert %c, ""
  return
}
"""),
("generic_form", """
// cf ops written in generic form with successor lists and segment sizes.
func.func @f(%c: i1, %a: i32) -> i32 {
  "cf.cond_br"(%c, %a, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.br"(%x) [^bb2] : (i32) -> ()
^bb2(%y: i32):
  "cf.assert"(%c) <{msg = "ok"}> : (i1) -> ()
  return %a : i32
}
"""),
("diamond", """
// A diamond-shaped CFG merging two values through a block argument.
func.func @abs(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  cf.cond_br %neg, ^negate, ^merge(%x : i64)
^negate:
  %y = arith.subi %c0, %x : i64
  cf.br ^merge(%y : i64)
^merge(%r: i64):
  return %r : i64
}
"""),
("unreachable_block", """
// A block without predecessors is kept and printed.
func.func @f() {
  return
^dead:
  cf.br ^dead2
^dead2:
  return
}
"""),
("self_loop", """
// A block that branches to itself (an infinite loop).
func.func @spin(%a: i32) {
  cf.br ^loop(%a : i32)
^loop(%x: i32):
  cf.br ^loop(%x : i32)
}
"""),
("nested_cfg_in_region", """
// Blocks and cf branches inside the region of scf.execute_region.
func.func @f(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^b:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}
"""),
("block_names", """
// Block labels are renumbered ^bb1, ^bb2, ... by the printer; argument names become %0, %1.
func.func @f(%a: i32) -> i32 {
  cf.br ^first(%a : i32)
^first(%x: i32):
  cf.br ^second(%x, %x : i32, i32)
^second(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}
"""),
("switch_duplicate_case_accepted", """
// cf.switch with the same case value twice: the verifier does not reject duplicates.
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^a,
    1: ^a,
    1: ^a
  ]
^a:
  return
}
"""),
]

INVALID = [
("br_wrong_operand_type", """
// cf.br passing an i64 to a block argument of type i32.
func.func @f(%a: i64) {
  cf.br ^next(%a : i64)
^next(%x: i32):
  return
}
"""),
("br_wrong_operand_count", """
// cf.br passing fewer operands than the successor has arguments.
func.func @f(%a: i32) {
  cf.br ^next(%a : i32)
^next(%x: i32, %y: i32):
  return
}
"""),
("br_undefined_block", """
// cf.br to a block that does not exist.
func.func @f() {
  cf.br ^missing
}
"""),
("br_to_entry_block", """
// The entry block cannot be a branch target.
func.func @f() {
^entry:
  cf.br ^entry
}
"""),
("cond_br_non_i1", """
// cf.cond_br with an i32 condition.
func.func @f(%c: i32) {
  cf.cond_br %c, ^a, ^a
^a:
  return
}
"""),
("cond_br_wrong_operand_type", """
// cf.cond_br passing an f32 to an i32 block argument of its false successor.
func.func @f(%c: i1, %x: f32) {
  cf.cond_br %c, ^a, ^b(%x : f32)
^a:
  return
^b(%y: i32):
  return
}
"""),
("cond_br_bad_weights_count", """
// cf.cond_br with three branch weights.
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^a, ^a
^a:
  return
}
"""),
("switch_missing_default", """
// cf.switch without a default destination.
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    0: ^a
  ]
^a:
  return
}
"""),
("switch_float_flag", """
// cf.switch on a float flag.
func.func @f(%flag: f32) {
  cf.switch %flag : f32, [
    default: ^a
  ]
^a:
  return
}
"""),
("switch_case_operand_type", """
// cf.switch passing a value of the wrong type to a case destination.
func.func @f(%flag: i32, %x: f64) {
  cf.switch %flag : i32, [
    default: ^a(%flag : i32),
    5: ^a(%x : f64)
  ]
^a(%y: i32):
  return
}
"""),
("assert_non_i1", """
// cf.assert with an i8 condition.
func.func @f(%c: i8) {
  cf.assert %c, "msg"
  return
}
"""),
("assert_missing_message", """
// cf.assert without a message.
func.func @f(%c: i1) {
  cf.assert %c
  return
}
"""),
("br_not_terminator", """
// cf.br in the middle of a block.
func.func @f() {
  cf.br ^a
  cf.br ^a
^a:
  return
}
"""),
("branch_across_regions", """
// A branch to a block of the enclosing region.
func.func @f(%c: i1) {
  scf.if %c {
    cf.br ^outer
  }
  cf.br ^outer
^outer:
  return
}
"""),
("block_redefined", """
// Two blocks with the same label.
func.func @f() {
  cf.br ^a
^a:
  cf.br ^a
^a:
  return
}
"""),
]
INVALID.append(("switch_index_flag", """
// cf.switch requires an integer flag; index is rejected.
func.func @f(%i: index) {
  cf.switch %i : index, [
    default: ^a
  ]
^a:
  return
}
"""))
INVALID.append(("cond_br_generic_non_i1", """
// cf.cond_br with an i32 condition in generic form reaches the verifier.
func.func @f(%c: i32) {
  "cf.cond_br"(%c) [^a, ^a] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}
"""))
INVALID.append(("attr_dict_assert_msg_not_string", """
// cf.assert with an integer msg in its attribute dictionary: an error of the custom op at the '{'.
func.func @f(%c: i1) {
  cf.assert %c, "m" {msg = 1 : i32}
  return
}
"""))
INVALID.append(("attr_dict_switch_case_values_scalar", """
// cf.switch with a scalar case_values in its attribute dictionary: not integer elements.
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1
  ] {case_values = 1 : i32}
^bb1:
  return
}
"""))
INVALID.append(("cond_br_weights_all_zero", """
// cf.cond_br whose branch weights are all zero.
func.func @f(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^a, ^b
^a:
  return
^b:
  return
}
"""))
INVALID.append(("switch_missing_case_value", """
// cf.switch with a case whose value is missing: an integer is expected at the ':'.
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    : ^bb1
  ]
^bb1:
  return
}
"""))
INVALID.append(("switch_string_case_value", """
// cf.switch with a string for a case value.
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    "hello": ^bb1
  ]
^bb1:
  return
}
"""))
