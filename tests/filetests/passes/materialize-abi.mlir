// RUN: sigil opt %s --sigil-materialize-abi --mlir-print-op-generic | FileCheck %s
// RUN: sigil opt %s --sigil-materialize-abi --mlir-print-op-generic | mlir-opt-22 --mlir-print-op-generic | FileCheck %s

// --sigil-materialize-abi sets iree.reflection on every public func.func: the raw signature
// (f, fv = "1"), the V1 JSON records (iree.abi) and the declaration. Declarations are the ones
// IREE 3.13 writes for the same functions (iree-opt --iree-abi-wrap-entry-points); IREE 3.13
// no longer writes f, fv or iree.abi, whose values follow the spec (shared/spec/abi.md).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "func.func"() <{arg_attrs = [{iree.abi.name = "x"}, {}], function_type = (tensor<?x4xf32>, i32) -> (tensor<?x4xf32>, i32), sym_name = "main"}> ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: i32):
// CHECK-NEXT:      "func.return"(%[[A]], %[[B]]) : (tensor<?x4xf32>, i32) -> ()
// CHECK-NEXT:    }) {iree.reflection = {f = "I14!B6!d-1d4S3!t6R14!B6!d-1d4S3!t6", fv = "1",
// CHECK-SAME:      iree.abi = "{\22a\22:{{\[\[}}\22ndarray\22,\22f32\22,2,null,4],\22i32\22],\22r\22:{{\[\[}}\22ndarray\22,\22f32\22,2,null,4],\22i32\22],\22v\22:1}",
// CHECK-SAME:      iree.abi.declaration = "sync func @main(%x: tensor<?x4xf32>, %input1: i32) -> (%output0: tensor<?x4xf32>, %output1: i32)"}} : () -> ()
func.func @main(%arg0: tensor<?x4xf32> {iree.abi.name = "x"}, %arg1: i32) -> (tensor<?x4xf32>, i32) {
  return %arg0, %arg1 : tensor<?x4xf32>, i32
}

// Private functions are left alone; "public" spelled out is public.
// CHECK:         "func.func"() <{function_type = (i32) -> i32, sym_name = "helper", sym_visibility = "private"}> ({
// CHECK-NOT:     iree.reflection
// CHECK:         }) : () -> ()
func.func private @helper(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// CHECK-NEXT:    "func.func"() <{function_type = () -> (), sym_name = "noargs", sym_visibility = "public"}> ({
// CHECK-NEXT:      "func.return"() : () -> ()
// CHECK-NEXT:    }) {iree.reflection = {f = "I1!R1!", fv = "1", iree.abi = "{\22a\22:[],\22r\22:[],\22v\22:1}", iree.abi.declaration = "sync func @noargs() -> ()"}} : () -> ()
func.func public @noargs() {
  return
}

// Argument and result attributes are appended to the declaration (printed as the printer
// prints them; a unit attribute as `= unit`), iree.abi.name names a value, and
// iree.abi.model = "coarse-fences" makes it async and is recorded. Other function attributes
// stay. IREE 3.13 writes this very declaration.
// CHECK:         "func.func"() <{arg_attrs = [{test.arr = [1, "x", @sym], test.dict = {a = "s", b = 1 : i32}, test.flag}, {iree.abi.name = "named"}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.res = 2.500000e+00 : f32}, {iree.abi.name = "out"}], sym_name = "attrs"}> ({
// CHECK:         }) {iree.abi.model = "coarse-fences", iree.reflection = {f = "I9!S3!t6S1!R9!S3!t6S1!", fv = "1", iree.abi = "{\22a\22:[\22i32\22,\22f32\22],\22r\22:[\22i32\22,\22f32\22],\22v\22:1}",
// CHECK-SAME:      iree.abi.declaration = "async func @attrs(%input0: i32 {test.arr = [1, \22x\22, @sym], test.dict = {a = \22s\22, b = 1 : i32}, test.flag = unit}, %named: f32) -> (%output0: i32 {test.res = 2.500000e+00 : f32}, %out: f32)",
// CHECK-SAME:      iree.abi.model = "coarse-fences"}, test.other = 1 : i64} : () -> ()
func.func @attrs(%a: i32 {test.flag, test.dict = {b = 1 : i32, a = "s"}, test.arr = [1, "x", @sym]}, %b: f32 {iree.abi.name = "named"}) -> (i32 {test.res = 2.5 : f32}, f32 {iree.abi.name = "out"}) attributes {iree.abi.model = "coarse-fences", test.other = 1} {
  return %a, %b : i32, f32
}

// Functions of nested modules are public in their module and get reflection too.
// CHECK:         "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:      "func.func"() <{function_type = (tensor<2x?xbf16>) -> (), sym_name = "nested"}> ({
// CHECK:           }) {iree.reflection = {f = "I11!B8!t3d2d-1R1!", fv = "1",
// CHECK-SAME:        iree.abi.declaration = "sync func @nested(%input0: tensor<2x?xbf16>) -> ()"}} : () -> ()
module @inner {
  func.func @nested(%a: tensor<2x?xbf16>) {
    return
  }
}
