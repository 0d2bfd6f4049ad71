// Complex elements: tensors and memrefs of complex<f32> / complex<f64>, the
// scalar complex.* ops (as `mlir-opt-22 --convert-complex-to-standard`
// lowers them: Smith's division with its infinity recoveries, the scaled
// abs), and printing as iree-run-module 3.13 does: the element type is
// named by its total width (cf64 = complex<f32>) and each element is its
// bytes in memory order, in hex. The expected lines of @arith and @div were
// checked against iree-run-module (llvm-cpu) on the same .npy inputs;
// @elementary is libm's, where IREE's polynomial approximations differ in
// the last bit (and give NaN for atan2(0, 0)).

// RUN: sigil run %s --function=arith --input=@%S/Inputs/cf64_a.npy --input=@%S/Inputs/cf64_b.npy | FileCheck %s --check-prefix=ARITH
// ARITH: result[0]: hal.buffer_view
// ARITH-NEXT: 4xcf64=0000000000004040 000080BF000090C1 0000003E000040BF 0000E0400000C040
// ARITH-NEXT: result[1]: hal.buffer_view
// ARITH-NEXT: 4xf32=3 18.0278 0.760345 9.21954
// ARITH-NEXT: result[2]: hal.buffer_view
// ARITH-NEXT: 4xi1=00 00 01 00
func.func @arith(%a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xi1>) {
  %e = tensor.empty() : tensor<4xcomplex<f32>>
  %f = tensor.empty() : tensor<4xf32>
  %g = tensor.empty() : tensor<4xi1>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) outs(%e, %f, %g : tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xi1>) {
  ^bb0(%x: complex<f32>, %y: complex<f32>, %o: complex<f32>, %p: f32, %q: i1):
    %s = complex.add %x, %y : complex<f32>
    %m = complex.mul %s, %y : complex<f32>
    %n = complex.neg %m : complex<f32>
    %c = complex.conj %n : complex<f32>
    %d = complex.sub %c, %x : complex<f32>
    %ab = complex.abs %d : complex<f32>
    %eq = complex.eq %x, %y : complex<f32>
    linalg.yield %d, %ab, %eq : complex<f32>, f32, i1
  } -> (tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xi1>)
  return %r#0, %r#1, %r#2 : tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xi1>
}

// (1+2i)/(3-4i); x/0 is a signed infinity; 1+i over inf is 0; inf+i over
// 2+i is inf-inf*i; 3 over 1e300+1e300i is tiny (Smith's scaling).
// RUN: sigil run %s --function=div --input=@%S/Inputs/cf128_num.npy --input=@%S/Inputs/cf128_den.npy | FileCheck %s --check-prefix=DIV
// DIV: 5xcf128=9A9999999999C9BF9A9999999999D93F 000000000000F0FF000000000000F07F 00000000000000000000000000000000 000000000000F07F000000000000F0FF 82B63AD29712B00182B63AD29712B081
func.func @div(%a: tensor<5xcomplex<f64>>, %b: tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>> {
  %e = tensor.empty() : tensor<5xcomplex<f64>>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) outs(%e : tensor<5xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %y: complex<f64>, %o: complex<f64>):
    %d = complex.div %x, %y : complex<f64>
    linalg.yield %d : complex<f64>
  } -> tensor<5xcomplex<f64>>
  return %r : tensor<5xcomplex<f64>>
}

// exp, log and sqrt of 1+2i, -4, 0 and 1000+i: exp(0) = 1, log(0) = -inf,
// sqrt(0) = 0, exp(1000+i) overflows to inf+inf*i.
// RUN: sigil run %s --function=elementary --input=@%S/Inputs/cf128_e.npy | FileCheck %s --check-prefix=ELEM
// ELEM: 4xcf128=D13C95C46919F2BFFD4A27A218C60340 F43C21B855C1923F0000000000000000 000000000000F03F0000000000000000 000000000000F07F000000000000F07F
// ELEM: 4xcf128=348DEDF741C0E93F44BEEB92E1B6F13F EF39FAFE422EF63F182D4454FB210940 000000000000F0FF0000000000000000 C8ED1DBB8AA11B40156E51774D62503F
// ELEM: 4xcf128=5684A846315AF43F1B8D25EF2628E93F 075C143326A6A13C0000000000000040 00000000000000000000000000000000 1E4AE28B6E9F3F4057D4AB2CDC30903F
func.func @elementary(%a: tensor<4xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) {
  %e = tensor.empty() : tensor<4xcomplex<f64>>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xcomplex<f64>>) outs(%e, %e, %e : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %o: complex<f64>, %o2: complex<f64>, %o3: complex<f64>):
    %1 = complex.exp %x : complex<f64>
    %2 = complex.log %x : complex<f64>
    %3 = complex.sqrt %x : complex<f64>
    linalg.yield %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>
  } -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>)
  return %r#0, %r#1, %r#2 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
}

// Element access, from_elements, splat, fill; hex text input as IREE reads
// it; a .npy output read back; an out-of-bounds extract and a bad element.
// RUN: sigil run %s --function=build --input=@%S/Inputs/cf64_2x2.npy --input=1 | FileCheck %s --check-prefix=BUILD
// BUILD: 2x2xcf64=[000008410000C040 0000404000008040][0000A0400000C040 0000E04000000041]
// BUILD-NEXT: result[1]: hal.buffer_view
// BUILD-NEXT: 3xcf64=0000E04000000041 0000C03F000000C0 000008410000C040
// BUILD-NEXT: result[2]: hal.buffer_view
// BUILD-NEXT: 2xcf64=0000C03F000000C0 0000C03F000000C0
// BUILD-NEXT: result[3]: hal.buffer_view
// BUILD-NEXT: 2x3xcf128=[000000000000F03F0000000000000040 000000000000F03F0000000000000040 000000000000F03F0000000000000040][000000000000F03F0000000000000040 000000000000F03F0000000000000040 000000000000F03F0000000000000040]
// BUILD-NEXT: result[4]: f32=8.5
// BUILD-NEXT: result[5]: f32=6
// RUN: sigil run %s --function=build --input="2x2xcf64=0000803F00000040 0000404000008040 0000A0C00000003F 0000803F0000803F" --input=0 | FileCheck %s --check-prefix=HEX
// HEX: 2x2xcf64=[0000904000000040 0000404000008040][0000A0C00000003F 0000803F0000803F]
// HEX: result[4]: f32=4.5
// HEX-NEXT: result[5]: f32=2
// RUN: sigil run %s --function=build --input=@%S/Inputs/cf64_2x2.npy --input=1 --output=@%t.npy --output= --output= --output= --output= --output=
// RUN: sigil run %s --function=build --input=@%t.npy --input=0 | FileCheck %s --check-prefix=BACK
// BACK: 2x2xcf64=[0000904000000040 0000404000008040][0000A0400000C040 0000E04000000041]
// BACK: result[4]: f32=4.5
// BACK-NEXT: result[5]: f32=2
// RUN: not sigil run %s --function=build --input=@%S/Inputs/cf64_2x2.npy --input=2 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: complex.mlir:[[@LINE+6]]:8: error: tensor.extract: index 2 out of bounds for dimension 0 of size 2 (tensor<2x2xcf64>) (in @build)
// RUN: not sigil run %s --function=build --input="2x2xcf64=0000803F0000 0 0 0" --input=0 2>&1 | FileCheck %s --check-prefix=BADHEX
// BADHEX: '0000803F0000' is not a valid cf64
func.func @build(%a: tensor<2x2xcomplex<f32>>, %i: index) -> (tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x3xcomplex<f64>>, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%i, %c1] : tensor<2x2xcomplex<f32>>
  %k = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %y = complex.add %x, %k : complex<f32>
  %t = tensor.insert %y into %a[%c0, %c0] : tensor<2x2xcomplex<f32>>
  %fe = tensor.from_elements %x, %k, %y : tensor<3xcomplex<f32>>
  %s = tensor.splat %k : tensor<2xcomplex<f32>>
  %re = complex.re %y : complex<f32>
  %im = complex.im %y : complex<f32>
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %z = complex.create %one, %two : complex<f64>
  %e = tensor.empty() : tensor<2x3xcomplex<f64>>
  %fill = linalg.fill ins(%z : complex<f64>) outs(%e : tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  return %t, %fe, %s, %fill, %re, %im : tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x3xcomplex<f64>>, f32, f32
}

// Complex values through loop-carried values, selects and memrefs.
// RUN: sigil run %s --function=loop --input=@%S/Inputs/cf64_a.npy | FileCheck %s --check-prefix=LOOP
// LOOP: result[0]: hal.buffer_view
// LOOP-NEXT: 2xcf64=0000B0400000E0BF 0000B0400000E0BF
func.func @loop(%t: tensor<4xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (complex<f32>) {
    %x = tensor.extract %t[%i] : tensor<4xcomplex<f32>>
    %n = complex.add %acc, %x : complex<f32>
    scf.yield %n : complex<f32>
  }
  %m = memref.alloc() : memref<2xcomplex<f32>>
  %true = arith.constant true
  %s = arith.select %true, %sum, %z : complex<f32>
  memref.store %s, %m[%c0] : memref<2xcomplex<f32>>
  %back = memref.load %m[%c0] : memref<2xcomplex<f32>>
  memref.store %back, %m[%c1] : memref<2xcomplex<f32>>
  %r = bufferization.to_tensor %m : memref<2xcomplex<f32>> to tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}

// A complex scalar cannot cross a function boundary (IREE's ABI has no
// complex scalars): refused at the input, and where a call passes one.
// RUN: not sigil run %s --function=scalar_arg --input=1 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: the argument is complex<f32>, which --input cannot give
// RUN: not sigil run %s --function=scalar_call --input=@%S/Inputs/cf64_a.npy 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: complex.mlir:[[@LINE+9]]:8: error: 'func.call' op: the VM does not support calls passing complex scalars
func.func @scalar_arg(%x: complex<f32>) -> f32 {
  %r = complex.re %x : complex<f32>
  return %r : f32
}

func.func @scalar_call(%t: tensor<4xcomplex<f32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xcomplex<f32>>
  %r = func.call @scalar_arg(%x) : (complex<f32>) -> f32
  return %r : f32
}

// linalg.pack with a complex padding value (two slots, copied as the
// element's bytes; it padded with the real part only, and complex<f64>
// crashed), and linalg.unpack back. Elements print as IREE prints complex
// ones: the bytes of the real then the imaginary part, in hex.
// RUN: sigil run %s --function=pack_c | FileCheck %s --check-prefix=PACKC
// PACKC: 2x2xcf64=[0000803F00000040 0000404000008040][0000A0400000C040 0000E040000080BF]
// PACKC: 3xcf64=0000803F00000040 0000404000008040 0000A0400000C040
// RUN: sigil run %s --function=pack_c64 --input=9 | FileCheck %s --check-prefix=PACKC64
// PACKC64: 2x2xcf128=[000000000000F03F0000000000000040 00000000000008400000000000001040][00000000000014400000000000001840 00000000000022400000000000000440]
func.func @pack_c() -> (tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %a = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %e = tensor.empty() : tensor<2x2xcomplex<f32>>
  %p = complex.constant [7.0 : f32, -1.0 : f32] : complex<f32>
  %r = linalg.pack %a padding_value(%p : complex<f32>) inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<3xcomplex<f32>> -> tensor<2x2xcomplex<f32>>
  %e2 = tensor.empty() : tensor<3xcomplex<f32>>
  %u = linalg.unpack %r inner_dims_pos = [0] inner_tiles = [2] into %e2 : tensor<2x2xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %r, %u : tensor<2x2xcomplex<f32>>, tensor<3xcomplex<f32>>
}
func.func @pack_c64(%re: f64) -> tensor<2x2xcomplex<f64>> {
  %a = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f64>>
  %e = tensor.empty() : tensor<2x2xcomplex<f64>>
  %im = arith.constant 2.5 : f64
  %p = complex.create %re, %im : complex<f64>
  %r = linalg.pack %a padding_value(%p : complex<f64>) inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<3xcomplex<f64>> -> tensor<2x2xcomplex<f64>>
  return %r : tensor<2x2xcomplex<f64>>
}
