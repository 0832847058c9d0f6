# The programs under test, as command lines: every minimized build and, once
# it exists, every readable build.
all_programs() {
  local v
  for v in 40 42 43; do
    echo "build/umax$v"
    [ -x "build/readable$v" ] && echo "build/readable$v"
  done
  return 0
}
