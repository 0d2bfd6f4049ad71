// #llvm.memory_effects on llvm.func and llvm.call: six ModRef fields in any order, printed inline.
llvm.func @g() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = read>}
llvm.func @f() {
  llvm.call @g() {memory_effects = #llvm.memory_effects<targetMem1 = none, targetMem0 = none, errnoMem = none, inaccessibleMem = none, argMem = none, other = read>} : () -> ()
  llvm.return
}
