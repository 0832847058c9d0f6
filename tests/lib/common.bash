# The setup that the Bats files share.  Load it first: `load lib/common` in
# tests/, `load ../lib/common` in tests/full/.
#
# Every test runs at the top of the repository (the paths in the tests are
# relative to it): the setup() below goes there, and a file with a setup()
# of its own starts it with `to_top`.  A file's setup_file() builds what it
# needs with `build_targets TARGET...`.

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

to_top() { cd "$TOP"; }

# build_targets TARGET...: make them, quietly; make's messages go to stderr,
# which Bats shows when setup_file fails.
build_targets() { to_top && make -s "$@" >&2; }

setup() { to_top; }

# release: the project's release (readable/front/release.h, its one place).
release() { sed -n 's/^#define RELEASE_VERSION "\(.*\)"$/\1/p' "$TOP/readable/front/release.h"; }
