// A subprogram flag that is none.
// MLIR-ERROR: expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: Definition|Bad
module attributes {a.x = #llvm.di_subprogram<subprogramFlags = "Definition|Bad">} {
}
