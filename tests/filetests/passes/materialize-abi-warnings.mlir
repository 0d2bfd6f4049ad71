// RUN: sigil opt %s --allow-unregistered-dialect --sigil-materialize-abi --mlir-print-op-generic 2> %t | FileCheck %s
// RUN: FileCheck %s --input-file=%t --check-prefix=WARN

// A type the raw signature cannot express becomes U1! with a warning at the function; the
// pass still succeeds. The JSON records and the declaration (IREE 3.13 writes this one) show
// every type.

// WARN: materialize-abi-warnings.mlir:[[@LINE+12]]:1: warning: Argument #0 of function types is not a recognized public ABI type (i3) and the function may not be invocable by standard tools
// WARN: materialize-abi-warnings.mlir:[[@LINE+11]]:1: warning: Argument #1 of function types is not a recognized public ABI type (index)
// WARN: materialize-abi-warnings.mlir:[[@LINE+10]]:1: warning: Argument #8 of function types is not a recognized public ABI type (complex<f32>)
// WARN: materialize-abi-warnings.mlir:[[@LINE+9]]:1: warning: Argument #9 of function types is not a recognized public ABI type (tensor<4xcomplex<f32>>)
// WARN: materialize-abi-warnings.mlir:[[@LINE+8]]:1: warning: Argument #10 of function types is not a recognized public ABI type (tuple<i32, tuple<f32, i8>>)
// WARN: materialize-abi-warnings.mlir:[[@LINE+7]]:1: warning: Result #1 of function types is not a recognized public ABI type (!util.list<?>)
// WARN-NOT: warning

// CHECK-LABEL: sym_name = "types"
// CHECK:       }) {iree.reflection = {f = "I51!U1!U1!B8!t3d2d-1S3!t1S3!t8S3!t5S3!t4S3!t2U1!U1!U1!R9!S3!t7U1!", fv = "1",
// CHECK-SAME:    iree.abi = "{\22a\22:[\22i3\22,\22unknown\22,[\22ndarray\22,\22bf16\22,2,2,null],\22f16\22,\22i8\22,\22i16\22,\22i1\22,\22f64\22,\22unknown\22,[\22ndarray\22,\22unknown\22,1,4],[\22stuple\22,\22i32\22,[\22stuple\22,\22f32\22,\22i8\22]]],\22r\22:[\22i64\22,[\22py_homogeneous_list\22,\22unknown\22]],\22v\22:1}",
// CHECK-SAME:    iree.abi.declaration = "sync func @types(%input0: i3, %input1: index, %input2: tensor<2x?xbf16>, %input3: f16, %input4: ui8, %input5: si16, %input6: i1, %input7: f64, %input8: complex<f32>, %input9: tensor<4xcomplex<f32>>, %input10: tuple<i32, tuple<f32, i8>>) -> (%output0: i64, %output1: !util.list<?>)"}} : () -> ()
func.func @types(%a: i3, %b: index, %d: tensor<2x?xbf16>, %e: f16, %f: ui8, %g: si16, %h: i1, %i: f64, %j: complex<f32>, %k: tensor<4xcomplex<f32>>, %l: tuple<i32, tuple<f32, i8>>) -> (i64, !util.list<?>) {
  %0:2 = "test.values"() : () -> (i64, !util.list<?>)
  return %0#0, %0#1 : i64, !util.list<?>
}

// Private functions are not checked.
// WARN-NOT: private_odd
func.func private @private_odd(%a: i3) {
  return
}
