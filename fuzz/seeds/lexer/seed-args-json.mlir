// Structured calls from the command line: --args-json (positional, a JSON
// array), --kwargs-json, --print-json; mapped by iree.abi records, or by
// the declared types without reflection; nested lists become arrays.

// RUN: sigil run %s --function=dict_sum --args-json='[{"x": 3, "y": 4}]' --kwargs-json='{"k": 2}' --print-json | FileCheck %s --check-prefix=KW
// KW: 14
// RUN: sigil run %s --function=dict_sum --args-json='[{"y": 4, "x": 3}, 10]' | FileCheck %s --check-prefix=POS
// POS: EXEC @dict_sum
// POS-NEXT: 70
// RUN: not sigil run %s --function=dict_sum --args-json='[{"x": 3}, 10]' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: argument 0 of @dict_sum (!util.list<?>): expected a dict with 2 values. got: {'x': 3}
func.func @dict_sum(%d: !util.list<?>, %k: i64) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"x\",\"i64\"],[\"y\",\"i64\"]],[\"named\",\"k\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = util.list.get %d[%c0] : !util.list<?> -> i64
  %y = util.list.get %d[%c1] : !util.list<?> -> i64
  %s = arith.addi %x, %y : i64
  %t = arith.muli %s, %k : i64
  return %t : i64
}

// RUN: sigil run %s --function=first_row --args-json='[[[1, 2], [3, 4]]]' --print-json | FileCheck %s --check-prefix=ARRAY
// ARRAY: {{^}}{{\[\[}}1.0,2.0],[3.0,4.0]]
// RUN: not sigil run %s --function=first_row --args-json='[[[1, 2, 3]]]' 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: argument 0 of @first_row (tensor<2x2xf32>): expected shape [2x2], got 1x3xf32
func.func @first_row(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  return %t : tensor<2x2xf32>
}
