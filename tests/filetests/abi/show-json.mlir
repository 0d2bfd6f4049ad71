// RUN: sigil abi show --json --allow-unregistered-dialect %s 2> %t | FileCheck %s
// RUN: FileCheck %s --input-file=%t --check-prefix=WARN

// `--json` prints one document on one line: per public function its name, declaration,
// invocation model, raw and SIP signatures (encoded and rendered), the iree.abi JSON (as
// text and parsed) and its warnings. Warnings also go to stderr as diagnostics.

// CHECK: {"functions":[
// CHECK-SAME: {"declaration":"sync func @odd(%input0: i3, %input1: f32) -> (%output0: !util.list<?>)",
// CHECK-SAME: "invocation_model":"sync",
// CHECK-SAME: "iree.abi":{"error":null,"json":"{\"a\":[\"i3\",\"f32\"],\"r\":{{\[\[}}\"py_homogeneous_list\",\"unknown\"]],\"v\":1}",
// CHECK-SAME: "records":{"a":["i3","f32"],"r":{{\[\[}}"py_homogeneous_list","unknown"]],"v":1},
// CHECK-SAME: "rendered":"(i3, f32) -> (list<unknown>)"},
// CHECK-SAME: "name":"odd",
// CHECK-SAME: "raw":{"error":null,"rendered":"(Unrecognized, float32) -> (Unrecognized)","signature":"I7!U1!S1!R4!U1!"},
// CHECK-SAME: "sip":null,
// CHECK-SAME: "warnings":["Argument #0 of function odd is not a recognized public ABI type (i3) and the function may not be invocable by standard tools","Result #0 of function odd is not a recognized public ABI type (!util.list<?>) and the function may not be invocable by standard tools"]},
// CHECK-SAME: {"declaration":"sync func @structured(%input0: tensor<2xi8>) -> ()",
// CHECK-SAME: "sip":{"error":null,"inputs":":[\n  3=raw(0),\n],\n","results":"","signature":"I8!S5!k3_0R1!"},
// CHECK-SAME: ]}
// CHECK-EMPTY:

// WARN: show-json.mlir:[[@LINE+2]]:1: warning: Argument #0 of function odd is not a recognized public ABI type (i3) and the function may not be invocable by standard tools
// WARN: show-json.mlir:[[@LINE+1]]:1: warning: Result #0 of function odd is not a recognized public ABI type (!util.list<?>)
func.func @odd(%a: i3, %b: f32) -> !util.list<?> {
  %0 = "test.make_list"() : () -> !util.list<?>
  return %0 : !util.list<?>
}

func.func @structured(%a: tensor<2xi8> {tf_saved_model.index_path = [3]}) {
  return
}
