// vector.mask around a reduction and a transfer, with a pass-through value, and an empty one.
func.func @f(%m: vector<16xi1>, %v: vector<16xf32>, %s: f32, %mem: memref<?xf32>, %i: index) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  %1 = vector.mask %m, %v { vector.transfer_read %mem[%i], %s : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  vector.mask %m { vector.transfer_write %v, %mem[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  vector.mask %m { vector.yield } : vector<16xi1>
  return %0 : f32
}
