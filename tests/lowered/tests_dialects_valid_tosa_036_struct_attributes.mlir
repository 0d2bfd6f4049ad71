module {
  llvm.func @f() attributes {a = #tosa.unary_quant<input_zp = 1, output_zp = -2>, b = #tosa.conv_quant<input_zp = 3, weight_zp = 4>, c = #tosa.matmul_quant<a_zp = 5, b_zp = 6>, d = #tosa.pad_quant<input_zp = 7>, g = #tosa.target_env<specification_version = "1.1.draft", level = "8k", profiles = [none], extensions = [mxfp, shape]>, tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, fft]>} {
    llvm.return
  }
}

