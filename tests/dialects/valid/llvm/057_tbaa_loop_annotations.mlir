// TBAA tags, access groups and loop annotations on loads, stores and branches (printed through aliases).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag2 = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 4, constant = true>
#ag = #llvm.access_group<id = distinct[0]<>>
#unroll = #llvm.loop_unroll<disable = true>
#vec = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#loop = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, unroll = #unroll, mustProgress = true, parallelAccesses = #ag>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  %0 = llvm.load %p {access_groups = [#ag], tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#tag2]} : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #loop}
^bb1:
  llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb2:
  llvm.return
}
