// RUN: sigil opt %s --sigil-materialize-abi --mlir-print-op-generic | FileCheck %s
// RUN: sigil opt %s --sigil-materialize-abi | sigil opt --sigil-materialize-abi --mlir-print-op-generic | FileCheck %s

// What a function already has is respected, and a second run changes nothing (second RUN
// line). IREE 3.13 passes an iree.abi function attribute through unchanged and keeps the
// entries of an existing iree.reflection, but writes a key twice when that dictionary already
// has it; here each key appears once and the existing entry wins, except the signature
// entries (f, fv, abi, abiv, sip), which are always recomputed.

// An iree.abi function attribute is passed through, the attribute itself stays
// (IREE 3.13: iree.reflection = {iree.abi = "{\22a\22:[\22custom\22]}", iree.abi.declaration = ...}).
// CHECK-LABEL: sym_name = "passthru"
// CHECK:       }) {iree.abi = "{\22a\22:[\22custom\22]}", iree.reflection = {f = "I6!B3!d4R6!B3!d4", fv = "1", iree.abi = "{\22a\22:[\22custom\22]}",
// CHECK-SAME:    iree.abi.declaration = "sync func @passthru(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
func.func @passthru(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {iree.abi = "{\"a\":[\"custom\"]}"} {
  return %arg0 : tensor<4xf32>
}

// An existing iree.reflection: its iree.abi wins over the function attribute, other entries
// are kept, a stale f is recomputed.
// CHECK-LABEL: sym_name = "refl"
// CHECK:       }) {iree.abi = "{\22a\22:[\22fn\22]}", iree.reflection = {f = "I6!B3!d4R6!B3!d4", fv = "1", iree.abi = "{\22a\22:[\22mine\22]}",
// CHECK-SAME:    iree.abi.declaration = "sync func @refl(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)", other = "keep"}} : () -> ()
func.func @refl(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {iree.abi = "{\"a\":[\"fn\"]}", iree.reflection = {f = "stale", iree.abi = "{\"a\":[\"mine\"]}", other = "keep"}} {
  return %arg0 : tensor<4xf32>
}

// A declaration of the function's own (attribute or existing entry) is used as it is
// (IREE 3.13, for the attribute: iree.abi.declaration = "mine").
// CHECK-LABEL: sym_name = "decl"
// CHECK:       }) {iree.abi.declaration = "mine", iree.reflection = {f = "I1!R1!", fv = "1", iree.abi = "{\22a\22:[],\22r\22:[],\22v\22:1}", iree.abi.declaration = "mine"}} : () -> ()
func.func @decl() attributes {iree.abi.declaration = "mine"} {
  return
}
// CHECK-LABEL: sym_name = "refldecl"
// CHECK:       }) {iree.reflection = {f = "I1!R1!", fv = "1", iree.abi = "{\22a\22:[],\22r\22:[],\22v\22:1}", iree.abi.declaration = "ours"}} : () -> ()
func.func @refldecl() attributes {iree.reflection = {iree.abi.declaration = "ours"}} {
  return
}

// Signature entries of a function that no longer has index paths are dropped.
// CHECK-LABEL: sym_name = "was_sip"
// CHECK:       }) {iree.reflection = {f = "I1!R1!", fv = "1", iree.abi = "{\22a\22:[],\22r\22:[],\22v\22:1}", iree.abi.declaration = "sync func @was_sip() -> ()"}} : () -> ()
func.func @was_sip() attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I8!S5!k0_0R1!"}} {
  return
}
