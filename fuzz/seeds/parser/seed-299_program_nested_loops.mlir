// nested loop ops with index block arguments
%c0 = "x.const"() {v = 0 : index} : () -> index
%c8 = "x.const"() {v = 8 : index} : () -> index
%m = "x.alloc"() : () -> memref<8x8xf32>
"x.for"(%c0, %c8) ({
^bb0(%i: index):
  "x.for"(%c0, %c8) ({
  ^bb0(%j: index):
    %v = "x.load"(%m, %i, %j) {map = affine_map<(d0, d1) -> (d1, d0)>} : (memref<8x8xf32>, index, index) -> f32
    "x.store"(%v, %m, %j, %i) : (f32, memref<8x8xf32>, index, index) -> ()
    "x.yield"() : () -> ()
  }) : (index, index) -> ()
  "x.yield"() : () -> ()
}) : (index, index) -> ()
