# golden_cases VERSION GLOB...: comma-separated names of the golden cases of
# VERSION whose names match any GLOB (for tests/golden.sh).
golden_cases() {
  local v=$1 g f out=()
  shift
  for g in "$@"; do
    for f in tests/golden/$v/$g.in; do
      [ -f "$f" ] && out+=("$(basename "$f" .in)")
    done
  done
  (IFS=,; echo "${out[*]}")
}
