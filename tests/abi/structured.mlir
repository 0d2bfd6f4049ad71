// Functions called with structured values (iree.abi records, SIP, the dynamic
// rules) by crates/vm/tests/structured.rs and the Python package's tests;
// both also compare them with iree.runtime.
func.func @dict_sum(%d: !util.list<?>, %k: i64) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"x\",\"i64\"],[\"y\",\"i64\"]],[\"named\",\"k\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = util.list.get %d[%c0] : !util.list<?> -> i64
  %y = util.list.get %d[%c1] : !util.list<?> -> i64
  %s = arith.addi %x, %y : i64
  %t = arith.muli %s, %k : i64
  return %t : i64
}
func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func @split(%a: i32, %b: f32) -> (i32, f32) attributes {iree.reflection = {iree.abi = "{\"a\":[\"i32\",\"f32\"],\"r\":[[\"sdict\",[\"count\",\"i32\"],[\"mean\",\"f32\"]]],\"v\":1}"}} {
  return %a, %b : i32, f32
}
func.func @predict(%t: tensor<2xf32>, %b: i32, %a: f32) -> tensor<2xf32> attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0"}} {
  return %t : tensor<2xf32>
}
func.func @kw(%a: i32, %b: i32) -> (i32, i32) attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I17!D13!K2!a_0K2!b_1R12!S9!k0_0k2_1"}} {
  return %b, %a : i32, i32
}
func.func @nested(%l: !util.list<?>) -> !util.list<?> {
  return %l : !util.list<?>
}
func.func @none() {
  return
}
func.func @not(%b: i1) -> i1 {
  %t = arith.constant true
  %r = arith.xori %b, %t : i1
  return %r : i1
}
func.func @homog(%l: !util.list<?>) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"py_homogeneous_list\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %n = util.list.size %l : !util.list<?>
  %i = arith.index_cast %n : index to i64
  return %i : i64
}
