module {
  llvm.func @f(%arg0: i16, %arg1: i16, %arg2: vector<4xf32>) -> vector<4xf32> {
    %0 = llvm.mlir.constant(2 : i16) : i16
    llvm.br ^bb1(%arg0, %arg2 : i16, vector<4xf32>)
  ^bb1(%1: i16, %2: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %1, %arg1 : i16
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.fadd %2, %2 : vector<4xf32>
    %5 = llvm.add %1, %0 : i16
    llvm.br ^bb1(%5, %4 : i16, vector<4xf32>)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : vector<4xf32>
  }
}

