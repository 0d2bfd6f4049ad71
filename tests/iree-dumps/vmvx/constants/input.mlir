"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %1 = "arith.constant"() <{value = dense<[5, 6, 7, 9]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %2 = "arith.addf"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%2, %1) : (tensor<4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()