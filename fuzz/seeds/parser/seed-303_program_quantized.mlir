// quantization-style dialect types and attributes
%0 = "q.input"() : () -> tensor<1x4x!q.uniform<i8:f32, 0.5:-3>>
%1 = "q.dequant"(%0) {axis = 1 : i32, scales = array<f32: 0.5, 0.25, 0.125, 1.0>} : (tensor<1x4x!q.uniform<i8:f32, 0.5:-3>>) -> tensor<1x4xf32>
