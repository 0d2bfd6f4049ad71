#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<() -> ()>
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.1.draft", level = "8k", profiles = [pro_int, pro_fp], extensions = [doubleround, int16, bf16, dynamic]>} {
  func.func @conv(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<1x5x5x2xf32> to tensor<1x7x7x2xf32>
    %0 = tensor.empty() : tensor<1x3x3x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<3xf32>) outs(%0 : tensor<1x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x3x3x3xf32>
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x7x7x2xf32>, tensor<3x3x3x2xf32>) outs(%1 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    return %2 : tensor<1x3x3x3xf32>
  }
  func.func @dw(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x2xf32> to tensor<1x6x6x2xf32>
    %0 = tensor.empty() : tensor<1x4x4x2x2xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4x4x2x2xf32>) -> tensor<1x4x4x2x2xf32>
    %2 = tensor.empty() : tensor<1x4x4x4xf32>
    %3 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x6x6x2xf32>, tensor<3x3x2x2xf32>) outs(%1 : tensor<1x4x4x2x2xf32>) -> tensor<1x4x4x2x2xf32>
    %collapsed = tensor.collapse_shape %3 [[0], [1], [2], [3, 4]] : tensor<1x4x4x2x2xf32> into tensor<1x4x4x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %collapsed : tensor<4xf32>, tensor<1x4x4x4xf32>) outs(%2 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<1x4x4x4xf32>
    return %4 : tensor<1x4x4x4xf32>
  }
  func.func @avg(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x2x2x2xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %2 = tensor.empty() : tensor<2x2xf32>
    %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %2 : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %4 = tensor.empty() : tensor<1x2x2x2xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x2x2xf32>) outs(%4 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst : f32
      linalg.yield %6 : f32
    } -> tensor<1x2x2x2xf32>
    return %5 : tensor<1x2x2x2xf32>
  }
  func.func @resc(%arg0: tensor<8xi32>) -> tensor<8xi8> {
    %cst = arith.constant dense<1518500250> : tensor<1xi32>
    %cst_0 = arith.constant dense<38> : tensor<1xi8>
    %cst_1 = arith.constant dense<0> : tensor<1xi32>
    %cst_2 = arith.constant dense<-3> : tensor<1xi8>
    %c1518500250_i32 = arith.constant 1518500250 : i32
    %c38_i8 = arith.constant 38 : i8
    %0 = tensor.empty() : tensor<8xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi32>) outs(%0 : tensor<8xi8>) {
    ^bb0(%in: i32, %out: i8):
      %c0_i32 = arith.constant 0 : i32
      %c-3_i32 = arith.constant -3 : i32
      %2 = arith.subi %in, %c0_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %c31_i32 = arith.constant 31 : i32
      %3 = arith.extui %c38_i8 : i8 to i32
      %4 = arith.extsi %2 : i32 to i64
      %5 = arith.extsi %c1518500250_i32 : i32 to i64
      %6 = arith.muli %4, %5 : i64
      %7 = arith.extui %3 : i32 to i64
      %8 = arith.shli %c1_i64, %7 : i64
      %9 = arith.shrui %8, %c1_i64 : i64
      %10 = arith.addi %6, %9 : i64
      %c1073741824_i64 = arith.constant 1073741824 : i64
      %c-1073741824_i64 = arith.constant -1073741824 : i64
      %11 = arith.cmpi sge, %2, %c0_i32_3 : i32
      %12 = arith.select %11, %c1073741824_i64, %c-1073741824_i64 : i64
      %13 = arith.addi %12, %10 : i64
      %14 = arith.cmpi sgt, %3, %c31_i32 : i32
      %15 = arith.select %14, %13, %10 : i64
      %16 = arith.shrsi %15, %7 : i64
      %17 = arith.trunci %16 : i64 to i32
      %18 = arith.addi %17, %c-3_i32 : i32
      %c-128_i32 = arith.constant -128 : i32
      %c127_i32 = arith.constant 127 : i32
      %19 = arith.maxsi %c-128_i32, %18 : i32
      %20 = arith.minsi %c127_i32, %19 : i32
      %21 = arith.trunci %20 : i32 to i8
      linalg.yield %21 : i8
    } -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func @resc1(%arg0: tensor<8xi32>) -> tensor<8xi8> {
    %cst = arith.constant dense<1518500250> : tensor<1xi32>
    %cst_0 = arith.constant dense<38> : tensor<1xi8>
    %cst_1 = arith.constant dense<0> : tensor<1xi32>
    %cst_2 = arith.constant dense<-3> : tensor<1xi8>
    %c1518500250_i32 = arith.constant 1518500250 : i32
    %c38_i8 = arith.constant 38 : i8
    %0 = tensor.empty() : tensor<8xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi32>) outs(%0 : tensor<8xi8>) {
    ^bb0(%in: i32, %out: i8):
      %c0_i32 = arith.constant 0 : i32
      %c-3_i32 = arith.constant -3 : i32
      %2 = arith.subi %in, %c0_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %c31_i32 = arith.constant 31 : i32
      %3 = arith.extui %c38_i8 : i8 to i32
      %4 = arith.extsi %2 : i32 to i64
      %5 = arith.extsi %c1518500250_i32 : i32 to i64
      %6 = arith.muli %4, %5 : i64
      %7 = arith.extui %3 : i32 to i64
      %8 = arith.shli %c1_i64, %7 : i64
      %9 = arith.shrui %8, %c1_i64 : i64
      %10 = arith.addi %6, %9 : i64
      %11 = arith.shrsi %10, %7 : i64
      %12 = arith.trunci %11 : i64 to i32
      %13 = arith.addi %12, %c-3_i32 : i32
      %c-128_i32 = arith.constant -128 : i32
      %c127_i32 = arith.constant 127 : i32
      %14 = arith.maxsi %c-128_i32, %13 : i32
      %15 = arith.minsi %c127_i32, %14 : i32
      %16 = arith.trunci %15 : i32 to i8
      linalg.yield %16 : i8
    } -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func @cast(%arg0: tensor<8xf32>) -> tensor<8xi8> {
    %0 = tensor.empty() : tensor<8xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %2 = math.roundeven %in : f32
      %cst = arith.constant -1.280000e+02 : f32
      %cst_0 = arith.constant 1.270000e+02 : f32
      %3 = arith.minimumf %2, %cst_0 : f32
      %4 = arith.maximumf %3, %cst : f32
      %5 = arith.fptosi %4 : f32 to i8
      linalg.yield %5 : i8
    } -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func @clampi(%arg0: tensor<8xi8>) -> tensor<8xi8> {
    %0 = tensor.empty() : tensor<8xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi8>) outs(%0 : tensor<8xi8>) {
    ^bb0(%in: i8, %out: i8):
      %c-2_i8 = arith.constant -2 : i8
      %c5_i8 = arith.constant 5 : i8
      %2 = arith.maxsi %c-2_i8, %in : i8
      %3 = arith.minsi %c5_i8, %2 : i8
      linalg.yield %3 : i8
    } -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func @bcast(%arg0: tensor<2x1x3xf32>, %arg1: tensor<1x4x1xf32>) -> tensor<2x4x3xf32> {
    %0 = tensor.empty() : tensor<2x4x3xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x1x3xf32>, tensor<1x4x1xf32>) outs(%0 : tensor<2x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.subf %in, %in_0 : f32
      linalg.yield %2 : f32
    } -> tensor<2x4x3xf32>
    return %1 : tensor<2x4x3xf32>
  }
  func.func @qmm(%arg0: tensor<1x2x3xi8>, %arg1: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
    %c1_i32 = arith.constant 1 : i32
    %c-2_i32 = arith.constant -2 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<1x2x2xi32>
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
    %2 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c-2_i32, %c1_i32 : tensor<1x2x3xi8>, tensor<1x3x2xi8>, i32, i32) outs(%1 : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
    return %2 : tensor<1x2x2xi32>
  }
  func.func @argm(%arg0: tensor<3x4xf32>) -> tensor<4xi32> {
    %0 = tensor.empty() : tensor<4xi32>
    %c0_i32 = arith.constant 0 : i32
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<4xi32>) -> tensor<4xi32>
    %2 = tensor.empty() : tensor<4xf32>
    %cst = arith.constant -3.40282347E+38 : f32
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
    %4:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<3x4xf32>) outs(%1, %3 : tensor<4xi32>, tensor<4xf32>) {
    ^bb0(%in: f32, %out: i32, %out_0: f32):
      %5 = linalg.index 0 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.cmpf ugt, %in, %out_0 : f32
      %8 = arith.cmpf ord, %out_0, %out_0 : f32
      %9 = arith.andi %7, %8 : i1
      %10 = arith.select %9, %in, %out_0 : f32
      %11 = arith.select %9, %6, %out : i32
      linalg.yield %11, %10 : i32, f32
    } -> (tensor<4xi32>, tensor<4xf32>)
    return %4#0 : tensor<4xi32>
  }
  func.func @resc_half(%arg0: tensor<8xi32>) -> tensor<8xi16> {
    %cst = arith.constant dense<1073741824> : tensor<1xi32>
    %cst_0 = arith.constant dense<33> : tensor<1xi8>
    %cst_1 = arith.constant dense<0> : tensor<1xi32>
    %cst_2 = arith.constant dense<0> : tensor<1xi16>
    %c1073741824_i32 = arith.constant 1073741824 : i32
    %c33_i8 = arith.constant 33 : i8
    %0 = tensor.empty() : tensor<8xi16>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi32>) outs(%0 : tensor<8xi16>) {
    ^bb0(%in: i32, %out: i16):
      %c0_i32 = arith.constant 0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %2 = arith.subi %in, %c0_i32 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %c31_i32 = arith.constant 31 : i32
      %3 = arith.extui %c33_i8 : i8 to i32
      %4 = arith.extsi %2 : i32 to i64
      %5 = arith.extsi %c1073741824_i32 : i32 to i64
      %6 = arith.muli %4, %5 : i64
      %7 = arith.extui %3 : i32 to i64
      %8 = arith.shli %c1_i64, %7 : i64
      %9 = arith.shrui %8, %c1_i64 : i64
      %10 = arith.addi %6, %9 : i64
      %c1073741824_i64 = arith.constant 1073741824 : i64
      %c-1073741824_i64 = arith.constant -1073741824 : i64
      %11 = arith.cmpi sge, %2, %c0_i32_4 : i32
      %12 = arith.select %11, %c1073741824_i64, %c-1073741824_i64 : i64
      %13 = arith.addi %12, %10 : i64
      %14 = arith.cmpi sgt, %3, %c31_i32 : i32
      %15 = arith.select %14, %13, %10 : i64
      %16 = arith.shrsi %15, %7 : i64
      %17 = arith.trunci %16 : i64 to i32
      %18 = arith.addi %17, %c0_i32_3 : i32
      %c-32768_i32 = arith.constant -32768 : i32
      %c32767_i32 = arith.constant 32767 : i32
      %19 = arith.maxsi %c-32768_i32, %18 : i32
      %20 = arith.minsi %c32767_i32, %19 : i32
      %21 = arith.trunci %20 : i32 to i16
      linalg.yield %21 : i16
    } -> tensor<8xi16>
    return %1 : tensor<8xi16>
  }
  func.func @mulsh(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %cst = arith.constant dense<3> : tensor<1xi8>
    %0 = tensor.empty() : tensor<6xi32>
    %1 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xi32>, tensor<6xi32>) outs(%0 : tensor<6xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %c3_i8 = arith.constant 3 : i8
      %c0_i32 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %c31_i32 = arith.constant 31 : i32
      %2 = arith.extui %c3_i8 : i8 to i32
      %3 = arith.extsi %in : i32 to i64
      %4 = arith.extsi %in_0 : i32 to i64
      %5 = arith.muli %3, %4 : i64
      %6 = arith.extui %2 : i32 to i64
      %7 = arith.shli %c1_i64, %6 : i64
      %8 = arith.shrui %7, %c1_i64 : i64
      %9 = arith.addi %5, %8 : i64
      %10 = arith.shrsi %9, %6 : i64
      %11 = arith.trunci %10 : i64 to i32
      linalg.yield %11 : i32
    } -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func @addi(%arg0: tensor<2x3xi32>, %arg1: tensor<1x3xi32>) -> tensor<2x3xi32> {
    %0 = tensor.empty() : tensor<2x3xi32>
    %1 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<1x3xi32>) outs(%0 : tensor<2x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %2 = arith.addi %in, %in_0 : i32
      linalg.yield %2 : i32
    } -> tensor<2x3xi32>
    return %1 : tensor<2x3xi32>
  }
  func.func @neg(%arg0: tensor<6xi8>) -> tensor<6xi8> {
    %cst = arith.constant dense<7> : tensor<1xi8>
    %cst_0 = arith.constant dense<-4> : tensor<1xi8>
    %0 = tensor.empty() : tensor<6xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xi8>) outs(%0 : tensor<6xi8>) {
    ^bb0(%in: i8, %out: i8):
      %c3_i16 = arith.constant 3 : i16
      %2 = arith.extsi %in : i8 to i16
      %3 = arith.subi %c3_i16, %2 : i16
      %c-128_i16 = arith.constant -128 : i16
      %c127_i16 = arith.constant 127 : i16
      %4 = arith.maxsi %c-128_i16, %3 : i16
      %5 = arith.minsi %c127_i16, %4 : i16
      %6 = arith.trunci %5 : i16 to i8
      linalg.yield %6 : i8
    } -> tensor<6xi8>
    return %1 : tensor<6xi8>
  }
  func.func @ars(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %0 = tensor.empty() : tensor<6xi32>
    %1 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xi32>, tensor<6xi32>) outs(%0 : tensor<6xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %2 = arith.shrsi %in, %in_0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %false = arith.constant false
      %true = arith.constant true
      %3 = arith.cmpi sgt, %in_0, %c0_i32 : i32
      %4 = arith.subi %in_0, %c1_i32 : i32
      %5 = arith.shrsi %in, %4 : i32
      %6 = arith.trunci %5 : i32 to i1
      %7 = arith.andi %6, %true : i1
      %8 = arith.select %3, %7, %false : i1
      %9 = arith.extui %8 : i1 to i32
      %10 = arith.addi %2, %9 : i32
      linalg.yield %10 : i32
    } -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func @sumi(%arg0: tensor<2x3xi32>) -> tensor<2x1xi32> {
    %0 = tensor.empty() : tensor<2xi32>
    %c0_i32 = arith.constant 0 : i32
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<2xi32>) -> tensor<2xi32>
    %reduced = linalg.reduce ins(%arg0 : tensor<2x3xi32>) outs(%1 : tensor<2xi32>) dimensions = [1] 
      (%in: i32, %init: i32) {
        %2 = arith.addi %in, %init : i32
        linalg.yield %2 : i32
      }
    %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
    return %expanded : tensor<2x1xi32>
  }
  func.func @tr(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
    %0 = tensor.empty() : tensor<4x2x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<4x2x3xf32>) permutation = [2, 0, 1] 
    return %transposed : tensor<4x2x3xf32>
  }
  func.func @cat(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x5xf32> {
    %0 = tensor.empty() : tensor<2x5xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x5xf32>
    %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[0, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x5xf32>
    return %inserted_slice_0 : tensor<2x5xf32>
  }
  func.func @sl(%arg0: tensor<4x5xf32>) -> tensor<2x3xf32> {
    %extracted_slice = tensor.extract_slice %arg0[1, 2] [2, 3] [1, 1] : tensor<4x5xf32> to tensor<2x3xf32>
    return %extracted_slice : tensor<2x3xf32>
  }
  func.func @rs(%arg0: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
    return %expanded : tensor<4x6xf32>
  }
  func.func @tbl(%arg0: tensor<6xi8>) -> tensor<6xi8> {
    %cst = arith.constant dense<"0x80878E959CA3AAB1B8BFC6CDD4DBE2E9F0F7FE050C131A21282F363D444B525960676E757C838A91989FA6ADB4BBC2C9D0D7DEE5ECF3FA01080F161D242B323940474E555C636A71787F868D949BA2A9B0B7BEC5CCD3DAE1E8EFF6FD040B121920272E353C434A51585F666D747B828990979EA5ACB3BAC1C8CFD6DDE4EBF2F900070E151C232A31383F464D545B626970777E858C939AA1A8AFB6BDC4CBD2D9E0E7EEF5FC030A11181F262D343B424950575E656C737A81888F969DA4ABB2B9C0C7CED5DCE3EAF1F8FF060D141B222930373E454C535A61686F767D848B9299A0A7AEB5BCC3CAD1D8DFE6EDF4FB020910171E252C333A41484F565D646B7279"> : tensor<256xi8>
    %0 = tensor.empty() : tensor<6xi8>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xi8>) outs(%0 : tensor<6xi8>) {
    ^bb0(%in: i8, %out: i8):
      %2 = arith.index_cast %in : i8 to index
      %c128 = arith.constant 128 : index
      %3 = arith.addi %2, %c128 : index
      %extracted = tensor.extract %cst[%3] : tensor<256xi8>
      linalg.yield %extracted : i8
    } -> tensor<6xi8>
    return %1 : tensor<6xi8>
  }
  func.func @mp(%arg0: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x1xf32> to tensor<1x5x5x1xf32>
    %0 = tensor.empty() : tensor<1x2x2x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %2 = tensor.empty() : tensor<3x3xf32>
    %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<1x5x5x1xf32>, tensor<3x3xf32>) outs(%1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    return %3 : tensor<1x2x2x1xf32>
  }
  func.func @sig(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = tensor.empty() : tensor<6xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xf32>) outs(%0 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %6 = arith.negf %in : f32
      %7 = math.exp %6 : f32
      %8 = arith.addf %7, %cst : f32
      %9 = arith.divf %cst, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<6xf32>
    %2 = tensor.empty() : tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1 : tensor<6xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.tanh %in : f32
      linalg.yield %6 : f32
    } -> tensor<6xf32>
    %4 = tensor.empty() : tensor<6xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<6xf32>) outs(%4 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %6 = arith.divf %cst, %in : f32
      linalg.yield %6 : f32
    } -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func @ctrl(%arg0: tensor<i32>) -> tensor<i32> {
    %cst = arith.constant dense<7> : tensor<i32>
    %cst_0 = arith.constant dense<30> : tensor<i32>
    %0 = scf.while (%arg1 = %arg0) : (tensor<i32>) -> tensor<i32> {
      %1 = tensor.empty() : tensor<i1>
      %2 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = []} ins(%cst_0, %arg1 : tensor<i32>, tensor<i32>) outs(%1 : tensor<i1>) {
      ^bb0(%in: i32, %in_1: i32, %out: i1):
        %3 = arith.cmpi sge, %in, %in_1 : i32
        linalg.yield %3 : i1
      } -> tensor<i1>
      %extracted = tensor.extract %2[] : tensor<i1>
      scf.condition(%extracted) %arg1 : tensor<i32>
    } do {
    ^bb0(%arg1: tensor<i32>):
      %1 = tensor.empty() : tensor<i32>
      %2 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = []} ins(%arg1, %cst : tensor<i32>, tensor<i32>) outs(%1 : tensor<i32>) {
      ^bb0(%in: i32, %in_1: i32, %out: i32):
        %3 = arith.addi %in, %in_1 : i32
        linalg.yield %3 : i32
      } -> tensor<i32>
      scf.yield %2 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
  func.func @qnet(%arg0: tensor<1x4x4x2xi8>, %arg1: tensor<3x3x3x2xi8>, %arg2: tensor<3xi32>) -> tensor<1x4x4x3xi8> {
    %cst = arith.constant dense<3> : tensor<1xi8>
    %cst_0 = arith.constant dense<0> : tensor<1xi32>
    %cst_1 = arith.constant dense<[38, 36, 40]> : tensor<3xi8>
    %cst_2 = arith.constant dense<[1518500250, 1073741824, 2000000000]> : tensor<3xi32>
    %c0_i8 = arith.constant 0 : i8
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %c0_i8 : i8
    } : tensor<1x4x4x2xi8> to tensor<1x6x6x2xi8>
    %0 = tensor.empty() : tensor<1x4x4x3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<3xi32>) outs(%0 : tensor<1x4x4x3xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4x4x3xi32>
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x6x6x2xi8>, tensor<3x3x3x2xi8>) outs(%1 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
    %cst_3 = arith.constant dense<[1518500250, 1073741824, 2000000000]> : tensor<3xi32>
    %cst_4 = arith.constant dense<[38, 36, 40]> : tensor<3xi8>
    %3 = tensor.empty() : tensor<1x4x4x3xi8>
    %4 = linalg.generic {indexing_maps = [#map1, #map, #map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %cst_3, %cst_4 : tensor<1x4x4x3xi32>, tensor<3xi32>, tensor<3xi8>) outs(%3 : tensor<1x4x4x3xi8>) {
    ^bb0(%in: i32, %in_5: i32, %in_6: i8, %out: i8):
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %7 = arith.subi %in, %c0_i32 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %c31_i32 = arith.constant 31 : i32
      %8 = arith.extui %in_6 : i8 to i32
      %9 = arith.extsi %7 : i32 to i64
      %10 = arith.extsi %in_5 : i32 to i64
      %11 = arith.muli %9, %10 : i64
      %12 = arith.extui %8 : i32 to i64
      %13 = arith.shli %c1_i64, %12 : i64
      %14 = arith.shrui %13, %c1_i64 : i64
      %15 = arith.addi %11, %14 : i64
      %c1073741824_i64 = arith.constant 1073741824 : i64
      %c-1073741824_i64 = arith.constant -1073741824 : i64
      %16 = arith.cmpi sge, %7, %c0_i32_7 : i32
      %17 = arith.select %16, %c1073741824_i64, %c-1073741824_i64 : i64
      %18 = arith.addi %17, %15 : i64
      %19 = arith.cmpi sgt, %8, %c31_i32 : i32
      %20 = arith.select %19, %18, %15 : i64
      %21 = arith.shrsi %20, %12 : i64
      %22 = arith.trunci %21 : i64 to i32
      %23 = arith.addi %22, %c3_i32 : i32
      %c-128_i32 = arith.constant -128 : i32
      %c127_i32 = arith.constant 127 : i32
      %24 = arith.maxsi %c-128_i32, %23 : i32
      %25 = arith.minsi %c127_i32, %24 : i32
      %26 = arith.trunci %25 : i32 to i8
      linalg.yield %26 : i8
    } -> tensor<1x4x4x3xi8>
    %5 = tensor.empty() : tensor<1x4x4x3xi8>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x4x3xi8>) outs(%5 : tensor<1x4x4x3xi8>) {
    ^bb0(%in: i8, %out: i8):
      %c-100_i8 = arith.constant -100 : i8
      %c100_i8 = arith.constant 100 : i8
      %7 = arith.maxsi %c-100_i8, %in : i8
      %8 = arith.minsi %c100_i8, %7 : i8
      linalg.yield %8 : i8
    } -> tensor<1x4x4x3xi8>
    return %6 : tensor<1x4x4x3xi8>
  }
  func.func @avgpad(%arg0: tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x5x5x2xf32> to tensor<1x7x7x2xf32>
    %0 = tensor.empty() : tensor<1x3x3x2xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
    %2 = tensor.empty() : tensor<3x3xf32>
    %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<1x7x7x2xf32>, tensor<3x3xf32>) outs(%1 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
    %4 = tensor.empty() : tensor<1x3x3x2xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x3x3x2xf32>) outs(%4 : tensor<1x3x3x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = linalg.index 1 : index
      %7 = arith.subi %c2, %6 : index
      %8 = arith.muli %6, %c2 : index
      %9 = arith.muli %7, %c2 : index
      %10 = arith.subi %8, %c1 : index
      %11 = arith.minsi %10, %c0 : index
      %12 = arith.addi %11, %c3 : index
      %13 = arith.subi %9, %c1 : index
      %14 = arith.minsi %13, %c0 : index
      %15 = arith.addi %12, %14 : index
      %16 = arith.maxsi %15, %c1 : index
      %17 = linalg.index 2 : index
      %18 = arith.subi %c2, %17 : index
      %19 = arith.muli %17, %c2 : index
      %20 = arith.muli %18, %c2 : index
      %21 = arith.subi %19, %c1 : index
      %22 = arith.minsi %21, %c0 : index
      %23 = arith.addi %22, %c3 : index
      %24 = arith.subi %20, %c1 : index
      %25 = arith.minsi %24, %c0 : index
      %26 = arith.addi %23, %25 : index
      %27 = arith.maxsi %26, %c1 : index
      %28 = arith.muli %16, %27 : index
      %29 = arith.index_cast %28 : index to i32
      %30 = arith.sitofp %29 : i32 to f32
      %31 = arith.divf %in, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<1x3x3x2xf32>
    return %5 : tensor<1x3x3x2xf32>
  }
  func.func @dyn(%arg0: tensor<?x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
    %0 = tensor.empty(%dim) : tensor<?x3xf32>
    %1 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x3xf32>, tensor<1x3xf32>) outs(%0 : tensor<?x3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %4 = arith.addf %in, %in_2 : f32
      linalg.yield %4 : f32
    } -> tensor<?x3xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %1, %c0_0 : tensor<?x3xf32>
    %2 = tensor.empty(%dim_1) : tensor<?x3xf32>
    %3 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x3xf32>) outs(%2 : tensor<?x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = math.exp %in : f32
      linalg.yield %4 : f32
    } -> tensor<?x3xf32>
    return %3 : tensor<?x3xf32>
  }
  func.func @rsz_bilinear(%arg0: tensor<1x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tensor.empty() : tensor<1x5x5x2xf32>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2 : tensor<1x5x5x2xf32>) {
    ^bb0(%out: f32):
      %c0 = arith.constant 0 : index
      %4 = linalg.index 1 : index
      %5 = linalg.index 2 : index
      %6 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c2_i32 = arith.constant 2 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %7 = arith.index_cast %4 : index to i32
      %8 = arith.index_cast %5 : index to i32
      %c2_i32_1 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32_2 = arith.constant 2 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %9 = arith.muli %7, %c1_i32 : i32
      %10 = arith.addi %9, %c0_i32_4 : i32
      %11 = arith.floordivsi %10, %c2_i32_1 : i32
      %12 = arith.remsi %10, %c2_i32_1 : i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.uitofp %c2_i32_1 : i32 to f32
      %15 = arith.divf %13, %14 : f32
      %16 = arith.muli %8, %c1_i32_3 : i32
      %17 = arith.addi %16, %c0_i32_5 : i32
      %18 = arith.floordivsi %17, %c2_i32_2 : i32
      %19 = arith.remsi %17, %c2_i32_2 : i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.uitofp %c2_i32_2 : i32 to f32
      %22 = arith.divf %20, %21 : f32
      %c1_i32_8 = arith.constant 1 : i32
      %23 = arith.addi %11, %c1_i32_8 : i32
      %24 = arith.maxsi %c0_i32, %11 : i32
      %25 = arith.minsi %c2_i32, %24 : i32
      %26 = arith.maxsi %c0_i32, %23 : i32
      %27 = arith.minsi %c2_i32, %26 : i32
      %28 = arith.index_cast %25 : i32 to index
      %29 = arith.index_cast %27 : i32 to index
      %30 = arith.addi %18, %c1_i32_8 : i32
      %31 = arith.maxsi %c0_i32, %18 : i32
      %32 = arith.minsi %c2_i32_0, %31 : i32
      %33 = arith.maxsi %c0_i32, %30 : i32
      %34 = arith.minsi %c2_i32_0, %33 : i32
      %35 = arith.index_cast %32 : i32 to index
      %36 = arith.index_cast %34 : i32 to index
      %extracted = tensor.extract %arg0[%c0, %28, %35, %6] : tensor<1x3x3x2xf32>
      %extracted_9 = tensor.extract %arg0[%c0, %28, %36, %6] : tensor<1x3x3x2xf32>
      %extracted_10 = tensor.extract %arg0[%c0, %29, %35, %6] : tensor<1x3x3x2xf32>
      %extracted_11 = tensor.extract %arg0[%c0, %29, %36, %6] : tensor<1x3x3x2xf32>
      %cst_12 = arith.constant 1.000000e+00 : f32
      %37 = arith.subf %cst_12, %22 : f32
      %38 = arith.mulf %extracted, %37 : f32
      %39 = arith.mulf %extracted_9, %22 : f32
      %40 = arith.addf %38, %39 : f32
      %41 = arith.subf %cst_12, %22 : f32
      %42 = arith.mulf %extracted_10, %41 : f32
      %43 = arith.mulf %extracted_11, %22 : f32
      %44 = arith.addf %42, %43 : f32
      %45 = arith.subf %cst_12, %15 : f32
      %46 = arith.mulf %40, %45 : f32
      %47 = arith.mulf %44, %15 : f32
      %48 = arith.addf %46, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<1x5x5x2xf32>
    return %3 : tensor<1x5x5x2xf32>
  }
  func.func @rsz_nearest(%arg0: tensor<1x3x3x2xf32>) -> tensor<1x6x6x2xf32> {
    %0 = tosa.const_shape  {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x6x6x2xf32>
    %4 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x6x6x2xf32>) {
    ^bb0(%out: f32):
      %c0 = arith.constant 0 : index
      %5 = linalg.index 1 : index
      %6 = linalg.index 2 : index
      %7 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c2_i32 = arith.constant 2 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %8 = arith.index_cast %5 : index to i32
      %9 = arith.index_cast %6 : index to i32
      %c4_i32 = arith.constant 4 : i32
      %c2_i32_1 = arith.constant 2 : i32
      %c4_i32_2 = arith.constant 4 : i32
      %c2_i32_3 = arith.constant 2 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c-1_i32_4 = arith.constant -1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32_5 = arith.constant 1 : i32
      %10 = arith.muli %8, %c2_i32_1 : i32
      %11 = arith.addi %10, %c-1_i32 : i32
      %12 = arith.floordivsi %11, %c4_i32 : i32
      %13 = arith.remsi %11, %c4_i32 : i32
      %14 = arith.sitofp %13 : i32 to f32
      %15 = arith.uitofp %c4_i32 : i32 to f32
      %16 = arith.divf %14, %15 : f32
      %17 = arith.muli %9, %c2_i32_3 : i32
      %18 = arith.addi %17, %c-1_i32_4 : i32
      %19 = arith.floordivsi %18, %c4_i32_2 : i32
      %20 = arith.remsi %18, %c4_i32_2 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.uitofp %c4_i32_2 : i32 to f32
      %23 = arith.divf %21, %22 : f32
      %c1_i32_6 = arith.constant 1 : i32
      %cst_7 = arith.constant 5.000000e-01 : f32
      %24 = arith.cmpf oge, %16, %cst_7 : f32
      %25 = arith.select %24, %c1_i32_6, %c0_i32 : i32
      %26 = arith.addi %12, %25 : i32
      %27 = arith.maxsi %c0_i32, %26 : i32
      %28 = arith.minsi %c2_i32, %27 : i32
      %29 = arith.index_cast %28 : i32 to index
      %cst_8 = arith.constant 5.000000e-01 : f32
      %30 = arith.cmpf oge, %23, %cst_8 : f32
      %31 = arith.select %30, %c1_i32_6, %c0_i32 : i32
      %32 = arith.addi %19, %31 : i32
      %33 = arith.maxsi %c0_i32, %32 : i32
      %34 = arith.minsi %c2_i32_0, %33 : i32
      %35 = arith.index_cast %34 : i32 to index
      %extracted = tensor.extract %arg0[%c0, %29, %35, %7] : tensor<1x3x3x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x6x6x2xf32>
    return %4 : tensor<1x6x6x2xf32>
  }
}

