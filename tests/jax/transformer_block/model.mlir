module @jit_transformer_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<16x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %17 = stablehlo.add %10, %16 : tensor<16x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<16x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.divide %15, %19 : tensor<16x32xf32>
    %21 = stablehlo.dot_general %20, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<16x4x8xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0, 2] : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %24 = stablehlo.dot_general %20, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<16x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0, 2] : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %27 = stablehlo.dot_general %20, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<16x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %30 = stablehlo.dot_general %23, %26, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<4x16x16xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %32 = stablehlo.divide %30, %31 : tensor<4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %34 = call @tril(%33) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %35 = call @_where(%34, %32, %cst_5) : (tensor<16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<4x16x16xf32>
    %42 = stablehlo.exponential %41 : tensor<4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %46 = stablehlo.divide %42, %45 : tensor<4x16x16xf32>
    %47 = stablehlo.dot_general %46, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0, 2] : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<16x4x8xf32>) -> tensor<16x32xf32>
    %50 = stablehlo.dot_general %49, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %51 = stablehlo.add %arg0, %50 : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<16x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<16x32xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<16x1xf32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %64 = stablehlo.subtract %51, %63 : tensor<16x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %69 = stablehlo.add %62, %68 : tensor<16x1xf32>
    %70 = stablehlo.sqrt %69 : tensor<16x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %72 = stablehlo.divide %67, %71 : tensor<16x32xf32>
    %73 = stablehlo.dot_general %72, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<16x64xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<16x64xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<16x64xf32>
    %78 = stablehlo.add %73, %77 : tensor<16x64xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<16x64xf32>
    %81 = stablehlo.tanh %80 : tensor<16x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %83 = stablehlo.add %82, %81 : tensor<16x64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<16x64xf32>
    %86 = stablehlo.multiply %73, %85 : tensor<16x64xf32>
    %87 = stablehlo.dot_general %86, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.add %51, %87 : tensor<16x32xf32>
    return %88 : tensor<16x32xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<f32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x16x16xi1>, tensor<4x16x16xf32>
    return %3 : tensor<4x16x16xf32>
  }
}
