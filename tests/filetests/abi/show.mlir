// RUN: sigil abi show %s | FileCheck %s

// `sigil abi show` prints, for every public func.func, what --sigil-materialize-abi attaches:
// the declaration, the raw signature (encoded, then rendered), the SIP signature (encoded,
// then its canonical text) and the iree.abi records (JSON, then rendered). Declarations are
// those IREE 3.13 writes (iree-opt --iree-abi-wrap-entry-points); the rest follows the spec.

// CHECK-LABEL: @main
// CHECK-NEXT:    declaration: sync func @main(%x: tensor<?x4xf32>, %input1: i32) -> (%output0: tensor<?x4xf32>, %output1: i32)
// CHECK-NEXT:    f: I14!B6!d-1d4S3!t6R14!B6!d-1d4S3!t6
// CHECK-NEXT:      (Buffer<float32[?x4]>, sint32) -> (Buffer<float32[?x4]>, sint32)
// CHECK-NEXT:    sip: none
// CHECK-NEXT:    iree.abi: {"a":{{\[\[}}"ndarray","f32",2,null,4],"i32"],"r":{{\[\[}}"ndarray","f32",2,null,4],"i32"],"v":1}
// CHECK-NEXT:      (ndarray<f32[?x4]>, i32) -> (ndarray<f32[?x4]>, i32)
// CHECK-EMPTY:
func.func @main(%arg0: tensor<?x4xf32> {iree.abi.name = "x"}, %arg1: i32) -> (tensor<?x4xf32>, i32) {
  return %arg0, %arg1 : tensor<?x4xf32>, i32
}

// Private functions are not exported.
// CHECK-NOT: @helper
func.func private @helper(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// Index paths: a sequence of a tensor and a dict (keys sorted by bytes), one plain result.
// CHECK-LABEL: @predict
// CHECK-NEXT:    declaration: sync func @predict(%input0: tensor<4xf32>, %input1: i32, %input2: f32) -> (%output0: tensor<4xf32>)
// CHECK-NEXT:    f: I14!B3!d4S3!t6S1!R6!B3!d4
// CHECK-NEXT:      (Buffer<float32[4]>, sint32, float32) -> (Buffer<float32[4]>)
// CHECK-NEXT:    sip: I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:        :[
// CHECK-NEXT:          0=raw(0),
// CHECK-NEXT:          1:{
// CHECK-NEXT:            a=raw(2),
// CHECK-NEXT:            b=raw(1),
// CHECK-NEXT:          },
// CHECK-NEXT:        ],
// CHECK-NEXT:      results:
// CHECK-NEXT:        =raw(0),
// CHECK-NEXT:    iree.abi: {"a":{{\[\[}}"ndarray","f32",1,4],["sdict",["a","f32"],["b","i32"]]],"r":{{\[\[}}"ndarray","f32",1,4]],"v":1}
// CHECK-NEXT:      (ndarray<f32[4]>, dict{a: f32, b: i32}) -> (ndarray<f32[4]>)
func.func @predict(%a: tensor<4xf32> {tf_saved_model.index_path = [0]}, %b: i32 {tf_saved_model.index_path = [1, "b"]}, %c: f32 {tf_saved_model.index_path = [1, "a"]}) -> (tensor<4xf32> {tf_saved_model.index_path = []}) {
  return %a : tensor<4xf32>
}

// Keyword arguments (string keys at the root) and a structured result: the first result
// level is returned as several values and `r` holds the one structure record.
// CHECK-LABEL: @kwargs
// CHECK:         sip: I17!D13!K2!x_0K2!y_1R12!S9!k0_0k1_1
// CHECK:         iree.abi: {"a":{{\[\[}}"named","x","i32"],["named","y","f32"]],"r":{{\[\[}}"stuple","i32","f32"]],"v":1}
// CHECK-NEXT:      (x: i32, y: f32) -> (tuple(i32, f32))
func.func @kwargs(%x: i32 {tf_saved_model.index_path = ["x"]}, %y: f32 {tf_saved_model.index_path = ["y"]}) -> (i32 {tf_saved_model.index_path = [0]}, f32 {tf_saved_model.index_path = [1]}) {
  return %x, %y : i32, f32
}

// The invocation model makes the declaration async (IREE 3.13 writes exactly this one).
// CHECK-LABEL: @attrs
// CHECK-NEXT:    declaration: async func @attrs(%input0: i32 {test.arr = [1, "x", @sym], test.dict = {a = "s", b = 1 : i32}, test.flag = unit}, %named: f32) -> (%output0: i32 {test.res = 2.500000e+00 : f32}, %out: f32)
func.func @attrs(%a: i32 {test.flag, test.dict = {b = 1 : i32, a = "s"}, test.arr = [1, "x", @sym]}, %b: f32 {iree.abi.name = "named"}) -> (i32 {test.res = 2.5 : f32}, f32 {iree.abi.name = "out"}) attributes {iree.abi.model = "coarse-fences"} {
  return %a, %b : i32, f32
}

// An iree.abi of the function's own is shown as it is, even when it is not V1 JSON.
// CHECK-LABEL: @passthru
// CHECK:         iree.abi: {"a":["custom"]}
// CHECK-NEXT:      (not V1 reflection JSON: {{.*}})
func.func @passthru(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {iree.abi = "{\"a\":[\"custom\"]}"} {
  return %arg0 : tensor<4xf32>
}
