// Vector-predicated (vp) intrinsics: generic form only, in MLIR too.
llvm.func @vp(%vi: vector<8xi32>, %vf: vector<8xf32>, %vd: vector<8xf64>, %vl: vector<8xi64>, %vp: vector<8x!llvm.ptr>, %m: vector<8xi1>, %evl: i32, %s: i32, %f: f32, %p: !llvm.ptr) {
  %0 = "llvm.intr.vp.add"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %1 = "llvm.intr.vp.and"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %2 = "llvm.intr.vp.ashr"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %3 = "llvm.intr.vp.lshr"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %4 = "llvm.intr.vp.mul"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %5 = "llvm.intr.vp.or"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %6 = "llvm.intr.vp.sdiv"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %7 = "llvm.intr.vp.shl"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %8 = "llvm.intr.vp.smax"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %9 = "llvm.intr.vp.smin"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %10 = "llvm.intr.vp.srem"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %11 = "llvm.intr.vp.sub"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %12 = "llvm.intr.vp.udiv"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %13 = "llvm.intr.vp.umax"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %14 = "llvm.intr.vp.umin"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %15 = "llvm.intr.vp.urem"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %16 = "llvm.intr.vp.xor"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %17 = "llvm.intr.vp.fadd"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %18 = "llvm.intr.vp.fdiv"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %19 = "llvm.intr.vp.fmul"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %20 = "llvm.intr.vp.frem"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %21 = "llvm.intr.vp.fsub"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %22 = "llvm.intr.vp.fma"(%vf, %vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %23 = "llvm.intr.vp.fmuladd"(%vf, %vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %24 = "llvm.intr.vp.fneg"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %25 = "llvm.intr.vp.fpext"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf64>
  %26 = "llvm.intr.vp.fptrunc"(%vd, %m, %evl) : (vector<8xf64>, vector<8xi1>, i32) -> vector<8xf32>
  %27 = "llvm.intr.vp.fptosi"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %28 = "llvm.intr.vp.fptoui"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %29 = "llvm.intr.vp.sitofp"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %30 = "llvm.intr.vp.uitofp"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %31 = "llvm.intr.vp.sext"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %32 = "llvm.intr.vp.zext"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %33 = "llvm.intr.vp.trunc"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi16>
  %34 = "llvm.intr.vp.inttoptr"(%vl, %m, %evl) : (vector<8xi64>, vector<8xi1>, i32) -> vector<8x!llvm.ptr>
  %35 = "llvm.intr.vp.ptrtoint"(%vp, %m, %evl) : (vector<8x!llvm.ptr>, vector<8xi1>, i32) -> vector<8xi64>
  %36 = "llvm.intr.vp.reduce.add"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %37 = "llvm.intr.vp.reduce.and"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %38 = "llvm.intr.vp.reduce.mul"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %39 = "llvm.intr.vp.reduce.or"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %40 = "llvm.intr.vp.reduce.smax"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %41 = "llvm.intr.vp.reduce.smin"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %42 = "llvm.intr.vp.reduce.umax"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %43 = "llvm.intr.vp.reduce.umin"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %44 = "llvm.intr.vp.reduce.xor"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %45 = "llvm.intr.vp.reduce.fadd"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %46 = "llvm.intr.vp.reduce.fmax"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %47 = "llvm.intr.vp.reduce.fmin"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %48 = "llvm.intr.vp.reduce.fmul"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %49 = "llvm.intr.vp.select"(%m, %vi, %vi, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %50 = "llvm.intr.vp.merge"(%m, %vi, %vi, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %51 = "llvm.intr.vp.load"(%p, %m, %evl) : (!llvm.ptr, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.vp.store"(%vi, %p, %m, %evl) : (vector<8xi32>, !llvm.ptr, vector<8xi1>, i32) -> ()
  %52 = "llvm.intr.experimental.vp.strided.load"(%p, %s, %m, %evl) : (!llvm.ptr, i32, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.experimental.vp.strided.store"(%vi, %p, %s, %m, %evl) : (vector<8xi32>, !llvm.ptr, i32, vector<8xi1>, i32) -> ()
  llvm.return
}
