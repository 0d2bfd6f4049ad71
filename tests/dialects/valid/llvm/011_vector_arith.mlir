// Arithmetic on builtin vectors, LLVM's fixed and scalable vectors.
llvm.func @f(%a: vector<4xi32>, %b: vector<[2]xf64>) -> vector<4xi32> {
  %0 = llvm.add %a, %a : vector<4xi32>
  %1 = llvm.fmul %b, %b : vector<[2]xf64>
  llvm.return %0 : vector<4xi32>
}
