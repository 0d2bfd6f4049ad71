// llvm.shufflevector (result length from the mask, scalable kept) and
// llvm.intr.vector.insert (result of the destination's type).
llvm.func @s(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<[4]xi32>, %d: vector<2xf32>, %e: vector<4xi32>) {
  %0 = llvm.shufflevector %a, %b [0, 1, -1, 7, 2] : vector<4xf32>
  %1 = llvm.shufflevector %c, %c [0, 0, 0, 0] : vector<[4]xi32>
  %3 = llvm.intr.vector.insert %d, %a[2] : vector<2xf32> into vector<4xf32>
  %4 = llvm.intr.vector.insert %e, %c[0] : vector<4xi32> into vector<[4]xi32>
  llvm.return
}
