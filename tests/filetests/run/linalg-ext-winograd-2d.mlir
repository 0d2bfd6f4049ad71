// The winograd transforms of a single 2-D tile (rank-2 operands, which
// IREE's verifier accepts): the batched form with unit batch, channel and
// tile dimensions. The expected lines are what IREE 3.13 prints for the same
// functions (iree-compile --iree-hal-target-device=local
// --iree-hal-local-target-device-backends=llvm-cpu, then iree-run-module
// with the same inputs).

// RUN: sigil run %s --function=input2d --input="6x6xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36" | FileCheck %s --check-prefix=IN
// IN: 8x8xf32=[74.5 -373.75 -72.25 -65.5 -71.5 -79 -73 -75.5][-193.75 867.625 181.375 144.25 177.25 218.5 185.5 199.25][-61 299.5 58.75 52 58 65.5 59.5 62][-20.5 76.75 18.25 11.5 17.5 25 19 21.5][-56.5 274.75 54.25 47.5 53.5 61 55 57.5][-101.5 522.25 99.25 92.5 98.5 106 100 102.5][-65.5 324.25 63.25 56.5 62.5 70 64 66.5][-80.5 406.75 78.25 71.5 77.5 85 79 81.5]
// RUN: sigil run %s --function=output2d --input="8x8xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64" | FileCheck %s --check-prefix=OUT
// OUT: 6x6xf32=[1372 -24.5 2073.75 -63.875 6781.69 -7.21875][-196 0 -294 0 -955.5 -28][2184 -36.75 3299.62 -95.8125 10786.8 7.17188][-511 0 -766.5 0 -2491.12 -73][7434 -119.438 11227.8 -311.391 36695 71.3086][-1429.75 -3.5 -2142.38 -9.125 -6956.72 -233.281]

func.func @input2d(%a: tensor<6x6xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 1]) ins(%a : tensor<6x6xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @output2d(%a: tensor<8x8xf32>) -> tensor<6x6xf32> {
  %e = tensor.empty() : tensor<6x6xf32>
  %r = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 1]) ins(%a : tensor<8x8xf32>) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}
