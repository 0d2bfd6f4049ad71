// a dataflow graph of tensor ops
%arg0 = "tf.Placeholder"() {dtype = f32, shape = [1, 28, 28, 1]} : () -> tensor<1x28x28x1xf32>
%w = "tf.Const"() {value = dense<0.5> : tensor<3x3x1x8xf32>} : () -> tensor<3x3x1x8xf32>
%b = "tf.Const"() {value = dense<[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]> : tensor<8xf32>} : () -> tensor<8xf32>
%conv = "tf.Conv2D"(%arg0, %w) {strides = [1, 1, 1, 1], padding = "SAME", data_format = "NHWC"} : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<1x28x28x8xf32>
%add = "tf.BiasAdd"(%conv, %b) : (tensor<1x28x28x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
%relu = "tf.Relu"(%add) : (tensor<1x28x28x8xf32>) -> tensor<1x28x28x8xf32>
"tf.Print"(%relu) {message = "result"} : (tensor<1x28x28x8xf32>) -> ()
