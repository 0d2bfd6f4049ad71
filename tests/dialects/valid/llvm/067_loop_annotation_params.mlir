// #llvm.loop_annotation with every group, nested follow-up annotations, fused start/end locations and parallel access groups.
#ag1 = #llvm.access_group<id = distinct[0]<>>
#ag2 = #llvm.access_group<id = distinct[1]<>>
#follow = #llvm.loop_annotation<disableNonforced = false, isVectorized = true>
#vec = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 8 : i32, followupVectorized = #follow, followupEpilogue = <mustProgress = true>, followupAll = #follow>
#loop = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, interleave = <count = 4 : i32>, unroll = <disable = false, count = 2 : i32, runtimeDisable = true, full = false, followupUnrolled = #follow, followupRemainder = #follow, followupAll = #follow>, unrollAndJam = <disable = false, count = 3 : i32, followupOuter = #follow, followupInner = #follow, followupRemainderOuter = #follow, followupRemainderInner = #follow, followupAll = #follow>, licm = <disable = true, versioningDisable = true>, distribute = <disable = true, followupCoincident = #follow, followupSequential = #follow, followupFallback = #follow, followupAll = #follow>, pipeline = <disable = false, initiationinterval = 2 : i32>, peeled = <count = 5 : i32>, unswitch = <partialDisable = true>, mustProgress = true, isVectorized = false, startLoc = loc(fused["a.c":1:2, "a.c":1:3]), endLoc = loc(fused<"x">["a.c":9:1]), parallelAccesses = #ag1, #ag2>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#ag1, #ag2]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #loop}
^bb2:
  llvm.br ^bb3 {loop_annotation = #llvm.loop_annotation<unroll = <count = true>, peeled = <>>}
^bb3:
  llvm.return
}
