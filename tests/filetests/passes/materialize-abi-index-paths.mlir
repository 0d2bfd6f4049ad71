// RUN: sigil opt %s --sigil-materialize-abi --mlir-print-op-generic | FileCheck %s

// Arguments and results with tf_saved_model.index_path get a SIP signature (abi = "sip",
// abiv = 1, sip) and structured iree.abi records: integer keys make sequences, string keys
// dicts (sorted by bytes), string keys at the root keyword arguments; the first result level
// is returned as several values. The index paths are not part of the declaration.

// A positional tensor and a dict {a, b}; one result at the root.
// CHECK-LABEL: sym_name = "predict"
// CHECK:       }) {iree.reflection = {abi = "sip", abiv = 1 : i32, f = "I14!B3!d4S3!t6S1!R6!B3!d4", fv = "1",
// CHECK-SAME:    iree.abi = "{\22a\22:{{\[\[}}\22ndarray\22,\22f32\22,1,4],[\22sdict\22,[\22a\22,\22f32\22],[\22b\22,\22i32\22]]],\22r\22:{{\[\[}}\22ndarray\22,\22f32\22,1,4]],\22v\22:1}",
// CHECK-SAME:    iree.abi.declaration = "sync func @predict(%input0: tensor<4xf32>, %input1: i32, %input2: f32) -> (%output0: tensor<4xf32>)",
// CHECK-SAME:    sip = "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0"}} : () -> ()
func.func @predict(%a: tensor<4xf32> {tf_saved_model.index_path = [0]}, %b: i32 {tf_saved_model.index_path = [1, "b"]}, %c: f32 {tf_saved_model.index_path = [1, "a"]}) -> (tensor<4xf32> {tf_saved_model.index_path = []}) {
  return %a : tensor<4xf32>
}

// Keyword arguments; a result tuple of two values. Typed integer keys are read too.
// CHECK-LABEL: sym_name = "kwargs"
// CHECK:       }) {iree.reflection = {abi = "sip", abiv = 1 : i32, f = "I9!S3!t6S1!R9!S3!t6S1!", fv = "1",
// CHECK-SAME:    iree.abi = "{\22a\22:{{\[\[}}\22named\22,\22x\22,\22i32\22],[\22named\22,\22y\22,\22f32\22]],\22r\22:{{\[\[}}\22stuple\22,\22i32\22,\22f32\22]],\22v\22:1}",
// CHECK-SAME:    sip = "I17!D13!K2!x_0K2!y_1R12!S9!k0_0k1_1"}} : () -> ()
func.func @kwargs(%x: i32 {tf_saved_model.index_path = ["x"]}, %y: f32 {tf_saved_model.index_path = ["y"]}) -> (i32 {tf_saved_model.index_path = [0 : i32]}, f32 {tf_saved_model.index_path = [1 : i64]}) {
  return %x, %y : i32, f32
}

// Keys need not be contiguous: integer keys sort numerically (2 before 10) and gaps are null.
// Other argument attributes still show in the declaration.
// CHECK-LABEL: sym_name = "gaps"
// CHECK:       }) {iree.reflection = {abi = "sip", abiv = 1 : i32, f = "I11!S3!t6S3!t7R1!", fv = "1",
// CHECK-SAME:    iree.abi = "{\22a\22:[null,null,\22i64\22,null,null,null,null,null,null,null,\22i32\22],\22r\22:[],\22v\22:1}",
// CHECK-SAME:    iree.abi.declaration = "sync func @gaps(%input0: i32 {test.x = unit}, %input1: i64) -> ()",
// CHECK-SAME:    sip = "I14!S10!k2_1k10_0R1!"}} : () -> ()
func.func @gaps(%a: i32 {tf_saved_model.index_path = [10], test.x}, %b: i64 {tf_saved_model.index_path = [2]}) {
  return
}
