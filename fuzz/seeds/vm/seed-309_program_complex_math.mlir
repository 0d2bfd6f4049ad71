// complex-number values and attributes
%a = "c.constant"() {value = [1.0 : f32, 2.0 : f32]} : () -> complex<f32>
%b = "c.constant"() {value = dense<(3.0, -1.0)> : tensor<complex<f32>>} : () -> complex<f32>
%c = "c.mul"(%a, %b) : (complex<f32>, complex<f32>) -> complex<f32>
%d = "c.abs"(%c) : (complex<f32>) -> f32
