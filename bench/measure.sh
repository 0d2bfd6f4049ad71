# Sourced by bench/parse.sh and bench/passes.sh: one timed run of a command and
# the better of two timings. Expects $work (a directory) to be set.

# One run of a command: "wall_s cpu_s peak_kb"; its output in $work/out.$$.
once() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$work/out.$$" 2> "$work/err.$$"
  read -r wall user sys peak < "$work/time"
  echo "$wall $(echo "$user + $sys" | bc) $peak"
}

# The better (by wall time) of two measurements.
better() { if [ -z "$1" ] || [ "$(echo "${2%% *} < ${1%% *}" | bc)" = 1 ]; then echo "$2"; else echo "$1"; fi; }

# The sigil and mlir-opt-22 lines and their ratios, from "wall cpu mem" triples.
report() {
  local s_wall s_cpu s_mem m_wall m_cpu m_mem
  read -r s_wall s_cpu s_mem <<< "$1"
  read -r m_wall m_cpu m_mem <<< "$2"
  printf '%-12s %10s %10s %12s\n' tool wall_s cpu_s peak_MB
  printf '%-12s %10.2f %10.2f %12.1f\n' sigil "$s_wall" "$s_cpu" "$(echo "$s_mem/1024" | bc -l)"
  printf '%-12s %10.2f %10.2f %12.1f\n' mlir-opt-22 "$m_wall" "$m_cpu" "$(echo "$m_mem/1024" | bc -l)"
  printf 'ratio sigil/mlir-opt: wall %.3f  cpu %.3f  memory %.3f   (targets: time <= %s, memory <= 0.33)\n' \
    "$(echo "$s_wall/$m_wall" | bc -l)" "$(echo "$s_cpu/$m_cpu" | bc -l)" "$(echo "$s_mem/$m_mem" | bc -l)" "$3"
}
