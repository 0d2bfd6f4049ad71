// A trap inside a linalg payload names the op in the payload first (in the
// interpreter; native payload code names the linalg op only), then the
// linalg op that ran it.
// RUN: not sigil run %s --function=pt --input="4xi32=1 2 3 4" --input=0 2>&1 | FileCheck %s
// CHECK: error: integer division by zero (in @pt)
// CHECK: call stack (innermost first):
// CHECK: @pt at {{.*}}payload-traps.mlir:17:8
// RUN: not sigil run %s --jit=off --function=pt --input="4xi32=1 2 3 4" --input=0 2>&1 | FileCheck %s --check-prefix=INTERP
// INTERP: payload-traps.mlir:19:10: error: integer division by zero (in @pt)
// INTERP-NEXT: %q = arith.divsi %x, %d : i32
// INTERP: call stack (innermost first):
// INTERP-NEXT: @pt at {{.*}}payload-traps.mlir:19:10
// INTERP-NEXT: @pt at {{.*}}payload-traps.mlir:17:8
#id = affine_map<(i) -> (i)>
func.func @pt(%a: tensor<4xi32>, %d: i32) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %q = arith.divsi %x, %d : i32
    linalg.yield %q : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
