// The examples the README shows run and give what IREE 3.13 gives
// (iree-run-module on the module compiled for llvm-cpu printed the same).

// RUN: sigil run %S/../../../examples/mlp.mlir --function=predict --input="2x8xf32=0.5 1 -1 0 2 0.3 -0.5 1 1 1 1 1 1 1 1 1" | FileCheck %s --check-prefix=MLP
// MLP: result[0]: hal.buffer_view
// MLP-NEXT: 2x4xf32=[0.33249 0.203692 0.213281 0.250538][0.330842 0.227384 0.210954 0.23082]
