// `--output` as iree-run-module 3.13 handles it (each form checked against the tool):
// each occurrence takes the result of its position: `-` prints it (no `result[i]: `
// prefix), `@f.npy` writes it as an array, `+f.npy` appends another, `@f.bin`/`+f.bin`
// write or append the raw bytes, empty ignores it; nothing else is printed but EXEC.
// Written files are read back with `--input=@f.npy` (the first array) and `+f.npy` (the
// next one), and their headers checked as numpy (and ml_dtypes) write them.

func.func @f(%a: tensor<2x3xf32>, %b: i32) -> (tensor<2x3xf32>, i32, f32, tensor<2xi8>) {
  %c = arith.addf %a, %a : tensor<2x3xf32>
  %d = arith.addi %b, %b : i32
  %e = arith.constant 1.5 : f32
  %t = arith.constant dense<[1, -2]> : tensor<2xi8>
  return %c, %d, %e, %t : tensor<2x3xf32>, i32, f32, tensor<2xi8>
}

// Every result printed: the text of each, in order, without `result[i]: `.
// RUN: sigil run %s --function=f --input="2x3xf32=1 2 3 4 5 6" --input=7 --output=- --output=- --output=- --output=- | FileCheck %s --check-prefix=PRINT
// PRINT: EXEC @f
// PRINT-NEXT: hal.buffer_view
// PRINT-NEXT: 2x3xf32=[2 4 6][8 10 12]
// PRINT-NEXT: i32=14
// PRINT-NEXT: f32=1.5
// PRINT-NEXT: hal.buffer_view
// PRINT-NEXT: 2xi8=1 -2
// PRINT-NOT: result

// Written, ignored, printed, appended: only the printed one shows.
// RUN: sigil run %s --function=f --input="2x3xf32=1 2 3 4 5 6" --input=7 --output=@%t.npy --output= --output=- --output=+%t.npy | FileCheck %s --check-prefix=MIXED
// MIXED: EXEC @f
// MIXED-NEXT: f32=1.5
// MIXED-NOT: {{.}}
// RUN: FileCheck %s --check-prefix=HEADERS --input-file=%t.npy
// HEADERS: {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// HEADERS: {'descr': '|i1', 'fortran_order': False, 'shape': (2,), }

// The two arrays of the file, read back: `@` the first, `+` the next.
// RUN: sigil run %s --function=pair --input=@%t.npy --input=+%t.npy | FileCheck %s --check-prefix=BACK
// BACK: result[0]: hal.buffer_view
// BACK-NEXT: 2x3xf32=[2 4 6][8 10 12]
// BACK-NEXT: result[1]: hal.buffer_view
// BACK-NEXT: 2xi8=1 -2
// A first `+` reads the first array too; `@` starts the file again.
// RUN: sigil run %s --function=pair --input=+%t.npy --input=+%t.npy | FileCheck %s --check-prefix=BACK
// RUN: not sigil run %s --function=pair --input=@%t.npy --input=@%t.npy 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: error: --input 1 ('@{{.*}}.npy'): the argument is tensor<2xi8>, got a buffer of f32
// RUN: not sigil run %s --function=three --input=@%t.npy --input=+%t.npy --input=+%t.npy 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: --input 2 ('+{{.*}}.npy'): '{{.*}}.npy' has no array after the ones read before
func.func @pair(%a: tensor<2x3xf32>, %b: tensor<2xi8>) -> (tensor<2x3xf32>, tensor<2xi8>) {
  return %a, %b : tensor<2x3xf32>, tensor<2xi8>
}
func.func @three(%a: tensor<2x3xf32>, %b: tensor<2xi8>, %c: tensor<2xi8>) -> tensor<2xi8> {
  return %c : tensor<2xi8>
}

// Raw bytes: the four results one after another, exactly the 34 bytes iree-run-module
// writes (2x3 f32, an i32, an f32, 2 i8), read back as bytes.
// RUN: sigil run %s --function=f --input="2x3xf32=1 2 3 4 5 6" --input=7 --output=@%t.bin --output=+%t.bin --output=+%t.bin --output=+%t.bin
// RUN: sigil run %s --function=bytes --input=34xi8=@%t.bin | FileCheck %s --check-prefix=BIN
// BIN: 34xi8=0 0 0 64 0 0 -128 64 0 0 -64 64 0 0 0 65 0 0 32 65 0 0 64 65 14 0 0 0 0 0 -64 63 1 -2
// `@` truncates: one result alone is 24 bytes.
// RUN: sigil run %s --function=f --input="2x3xf32=1 2 3 4 5 6" --input=7 --output=@%t.bin --output= --output= --output=
// RUN: sigil run %s --function=bytes --input=24xi8=@%t.bin | FileCheck %s --check-prefix=BIN24
// BIN24: 24xi8=0 0 0 64 0 0 -128 64 0 0 -64 64 0 0 0 65 0 0 32 65 0 0 64 65
func.func @bytes(%a: tensor<?xi8>) -> tensor<?xi8> {
  return %a : tensor<?xi8>
}

// Scalars are shape-() arrays of the type they print as: i1 to i32 as int32, index as
// int64, bf16 as float32.
// RUN: sigil run %s --function=scalars --input=5 --input=2.5 --input=-3 --input=1 --input=9 --input=1.5 --output=@%t.s.npy --output=+%t.s.npy --output=+%t.s.npy --output=+%t.s.npy --output=+%t.s.npy --output=+%t.s.npy
// RUN: FileCheck %s --check-prefix=SHAPES --input-file=%t.s.npy
// SHAPES: {'descr': '<i8', 'fortran_order': False, 'shape': (), }
// SHAPES: {'descr': '<f8', 'fortran_order': False, 'shape': (), }
// SHAPES: {'descr': '<i4', 'fortran_order': False, 'shape': (), }
// SHAPES: {'descr': '<i4', 'fortran_order': False, 'shape': (), }
// SHAPES: {'descr': '<i8', 'fortran_order': False, 'shape': (), }
// SHAPES: {'descr': '<f4', 'fortran_order': False, 'shape': (), }
// RUN: sigil run %s --function=rank0 --input=@%t.s.npy --input=+%t.s.npy --input=+%t.s.npy --input=+%t.s.npy --input=+%t.s.npy --input=+%t.s.npy | FileCheck %s --check-prefix=SCALARS
// SCALARS: i64=5
// SCALARS: f64=2.5
// SCALARS: i32=-3
// SCALARS: i32=1
// SCALARS: i64=9
// SCALARS: f32=1.5
func.func @scalars(%a: i64, %b: f64, %c: i8, %d: i1, %e: index, %f: bf16) -> (i64, f64, i8, i1, index, bf16) {
  return %a, %b, %c, %d, %e, %f : i64, f64, i8, i1, index, bf16
}
func.func @rank0(%a: tensor<i64>, %b: tensor<f64>, %c: tensor<i32>, %d: tensor<i32>, %e: tensor<i64>, %f: tensor<f32>) -> (tensor<i64>, tensor<f64>, tensor<i32>, tensor<i32>, tensor<i64>, tensor<f32>) {
  return %a, %b, %c, %d, %e, %f : tensor<i64>, tensor<f64>, tensor<i32>, tensor<i32>, tensor<i64>, tensor<f32>
}

// bf16 and the small floats have no numpy dtype: raw elements, as ml_dtypes saves them
// ('<V2', '<V1'), read back as the argument's type. Inputs/bf16_ml_dtypes.npy is
// `np.save(f, np.array([1.5, -2, 3.25], ml_dtypes.bfloat16))`.
// RUN: sigil run %s --function=halves --input=@%S/Inputs/bf16_ml_dtypes.npy --output=@%t.h.npy --output=+%t.h.npy | FileCheck %s --check-prefix=EXEC
// EXEC: EXEC @halves
// RUN: FileCheck %s --check-prefix=RAW --input-file=%t.h.npy
// RAW: {'descr': '<V2', 'fortran_order': False, 'shape': (3,), }
// RAW: {'descr': '<V1', 'fortran_order': False, 'shape': (3,), }
// RUN: sigil run %s --function=both --input=@%t.h.npy --input=+%t.h.npy | FileCheck %s --check-prefix=HALVES
// HALVES: 3xbf16=1.5 -2 3.25
// HALVES: 3xf8E4M3FN=1.5 -2 3.25
// A raw array is read only as an element type numpy lacks, of its width.
// RUN: not sigil run %s --function=bytes --input=@%S/Inputs/bf16_ml_dtypes.npy 2>&1 | FileCheck %s --check-prefix=NOTRAW
// NOTRAW: error: --input 0 ('@{{.*}}bf16_ml_dtypes.npy'): '{{.*}}bf16_ml_dtypes.npy': the .npy dtype '<V2' is raw 2-byte elements: only an argument of an element type numpy lacks (bf16, f8E4M3FN, i4, ...) that is 2 bytes wide reads it
func.func @halves(%a: tensor<3xbf16>) -> (tensor<3xbf16>, tensor<3xf8E4M3FN>) {
  %t = arith.truncf %a : tensor<3xbf16> to tensor<3xf8E4M3FN>
  return %a, %t : tensor<3xbf16>, tensor<3xf8E4M3FN>
}
func.func @both(%a: tensor<3xbf16>, %b: tensor<3xf8E4M3FN>) -> (tensor<3xbf16>, tensor<3xf8E4M3FN>) {
  return %a, %b : tensor<3xbf16>, tensor<3xf8E4M3FN>
}

// A null result is an empty int8 array; a list prints, but cannot go to a file.
// RUN: sigil run %s --function=nothing --output=- --output=@%t.n.npy | FileCheck %s --check-prefix=NULL
// NULL: EXEC @nothing
// NULL-NEXT: vm.list
// NULL-EMPTY:
// NULL-NOT: {{.}}
// RUN: FileCheck %s --check-prefix=EMPTY --input-file=%t.n.npy
// EMPTY: {'descr': '|i1', 'fortran_order': False, 'shape': (0,), }
// RUN: not sigil run %s --function=nothing --output=@%t.l.npy --output= 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: error: --output 0 ('@{{.*}}.l.npy'): the result (list) is not a buffer view or a scalar, which only can go to a file
func.func @nothing() -> (!util.list<?>, tensor<2xi16>) {
  %c1 = arith.constant 1 : index
  %l = util.list.create %c1 : !util.list<?>
  %n = util.null : tensor<2xi16>
  return %l, %n : !util.list<?>, tensor<2xi16>
}

// One --output per result, or none: fewer or more is an error (before the call); a spec
// of none of the forms is a usage error; so is --output with the JSON flags.
// RUN: not sigil run %s --function=f --input="2x3xf32=1 2 3 4 5 6" --input=7 --output=- 2>&1 | FileCheck %s --check-prefix=FEWER
// FEWER: error: 1 --output given but @f has 4 results (tensor<2x3xf32>, i32, f32, tensor<2xi8>): give one per result (empty to ignore one)
// RUN: not sigil run %s --function=bytes --input=1xi8=1 --output=- --output=- 2>&1 | FileCheck %s --check-prefix=MORE
// MORE: error: 2 --output given but @bytes has 1 result (tensor<?xi8>): give one per result (empty to ignore one)
// RUN: not sigil run %s --function=bytes --input=1xi8=1 --output=out.npy 2>&1 | FileCheck %s --check-prefix=SPEC
// SPEC: error: invalid value 'out.npy' for '--output <SPEC>': expected '-' (print), '@FILE' (write), '+FILE' (append) or '' (ignore)
// RUN: not sigil run %s --function=bytes --input=1xi8=1 --output=@%T/no/such/dir/x.npy 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: --output 0: cannot open '{{.*}}x.npy' for writing: No such file or directory
