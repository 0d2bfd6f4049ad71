// Unsigned 32-bit parameters.
// MLIR-ERROR: integer value too large
module attributes {a.x = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">, discriminator = 4294967296>} {
}
