// vector.step (fixed and scalable) and vector.vscale.
func.func @f() -> index {
  %0 = vector.step : vector<8xindex>
  %1 = vector.step : vector<[4]xindex>
  %2 = vector.vscale
  %3 = vector.vscale {tag}
  return %2 : index
}
