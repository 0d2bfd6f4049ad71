// A ModRef value that is no case.
// MLIR-ERROR: expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: bad
module attributes {a.x = #llvm.memory_effects<other = bad, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>} {
}
