// RUN: not sigil opt %s --split-input-file --sigil-materialize-abi 2>&1 | FileCheck %s

// Errors are reported at the function and fail the pass (nothing of that part is printed).

// Conflicting index paths, in either order (the original silently dropped the leaf in one).
// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function prefix: index paths of the arguments: path [0] of raw index 0 is a prefix of path [0, "a"] of raw index 1
func.func @prefix(%a: i32 {tf_saved_model.index_path = [0]}, %b: i32 {tf_saved_model.index_path = [0, "a"]}) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function reverse: index paths of the arguments: path [0] of raw index 1 is a prefix of path [0, "a"] of raw index 0
func.func @reverse(%a: i32 {tf_saved_model.index_path = [0, "a"]}, %b: i32 {tf_saved_model.index_path = [0]}) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function dup: index paths of the results: raw indices 0 and 1 have the same path [1]
func.func @dup(%a: i32 {tf_saved_model.index_path = [0]}) -> (i32 {tf_saved_model.index_path = [1]}, i32 {tf_saved_model.index_path = [1]}) {
  return %a, %a : i32, i32
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function mixed: index paths of the arguments: raw indices 0 and 1: level [] mixes integer and string keys
func.func @mixed(%a: i32 {tf_saved_model.index_path = [0]}, %b: i32 {tf_saved_model.index_path = ["k"]}) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function missing: argument #1 has no index path, but other arguments or results of the function do
func.func @missing(%a: i32 {tf_saved_model.index_path = [0]}, %b: i32) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function root: argument #0 has an empty index path; arguments must be keyed by position or name
func.func @root(%a: i32 {tf_saved_model.index_path = []}) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: argument #0 of function badpath: tf_saved_model.index_path = [1.500000e+00]: expected ',' or ']' at byte 2 of the index path
func.func @badpath(%a: i32 {tf_saved_model.index_path = [1.5]}) {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function notdict: attribute iree.reflection = "x": expected a dictionary
func.func @notdict() attributes {iree.reflection = "x"} {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function notstring: attribute iree.abi = 3 : i32: expected a string
func.func @notstring() attributes {iree.abi = 3 : i32} {
  return
}

// -----

// CHECK: materialize-abi-errors.mlir:[[@LINE+1]]:1: error: function model: attribute iree.abi.model = "eager": expected "sync" or "coarse-fences"
func.func @model() attributes {iree.abi.model = "eager"} {
  return
}

// -----

// A private function is not looked at, however odd its index paths.
// CHECK-NOT: error
func.func private @private_bad(%a: i32 {tf_saved_model.index_path = [0]}, %b: i32) {
  return
}
