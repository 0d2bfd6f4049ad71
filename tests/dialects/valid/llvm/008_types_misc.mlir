// token, metadata, x86_amx, ppc_fp128, label and target extension types.
module {
  llvm.func @f(!llvm.token, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128, !llvm.label)
  llvm.func @g(!llvm.target<"spirv.Image", !llvm.void, 0>)
}
