// TBAA: roots with and without an id, type descriptors with member offsets, tags (constant = false left out).
#root = #llvm.tbaa_root
#root2 = #llvm.tbaa_root<id = "Other TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#s = #llvm.tbaa_type_desc<members = {<#char, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#root2, 0>}>, 4>}, id = "struct S">
#t1 = #llvm.tbaa_tag<base_type = #s, access_type = #char, offset = 4, constant = false>
#t2 = #llvm.tbaa_tag<offset = -8, constant = true, access_type = <id = "long", members = {<#root, 0>}>, base_type = #char>
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {tbaa = [#t1, #t2]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#t1]} : i32, !llvm.ptr
  llvm.return
}
