# micro-Max 4.x, minimized and readable.  GNU Make.
#
#   make              build every binary into build/
#   make play [V=43]  play the minimized engine at the terminal (V = 40, 42 or 43)
#   make test         the Bats suite (fetches Bats if it is missing)
#   make test-full    the long checks (160-ply games, sanitizers, ...)
#   make size         character count of each minimized source (SPEC rule)
#   make compare      umax vs readable on a corpus of positions
#   make bench        node-count signature and speed ratio of every binary

VERSIONS := 40 42 43
V        ?= 43
CC       ?= cc
BUILD    := build

# The minimized sources are K&R-style C with implicit int and implicit
# declarations: gnu89 keeps them legal for gcc and clang alike.  Plain char
# must be signed, as on x86, for the published behaviour.
UMAX_CFLAGS ?= -O2 -std=gnu89 -fsigned-char -w
# The readable port is C99 and must stay warning-free.
CFLAGS      ?= -O2
READABLE_CFLAGS = -std=c99 -Wall -Wextra -pedantic $(CFLAGS)

UMAX_BINS     := $(VERSIONS:%=$(BUILD)/umax%) $(VERSIONS:%=$(BUILD)/umax%-kibitz)
READABLE_SRCS := $(wildcard readable/*.c)
READABLE_HDRS := $(wildcard readable/*.h)
READABLE_BINS := $(VERSIONS:%=$(BUILD)/readable%)

.PHONY: all umax readable play test test-full size compare bench clean
all: umax readable
umax: $(UMAX_BINS)
readable: $(READABLE_BINS)

$(BUILD):
	mkdir -p $@

$(BUILD)/umax%: umax/umax%.c | $(BUILD)
	$(CC) $(UMAX_CFLAGS) -o $@ $<

# The kibitz build: each minimized source carries its root trace as a comment
# of the form /*KIBITZ:code*/ (comments are free in the character count); the
# kibitz build is the same source with that comment turned into code.
$(BUILD)/umax%-kibitz.c: umax/umax%.c | $(BUILD)
	sed 's|/\*KIBITZ:\(.*\)\*/|\1|' $< > $@
	grep -q 'printf' $@ || { echo "$<: no /*KIBITZ:...*/ marker" >&2; rm -f $@; exit 1; }
$(BUILD)/umax%-kibitz: $(BUILD)/umax%-kibitz.c
	$(CC) $(UMAX_CFLAGS) -o $@ $<

$(BUILD)/readable%: $(READABLE_SRCS) $(READABLE_HDRS) | $(BUILD)
	$(CC) $(READABLE_CFLAGS) -DUMAX_VERSION=$* -o $@ $(READABLE_SRCS)

play: $(BUILD)/umax$(V)
	./$(BUILD)/umax$(V)

size:
	@for v in $(VERSIONS); do \
	  printf 'umax/umax%s.c %5d characters\n' $$v \
	    "$$(perl -0pe 's{/\*.*?\*/}{}gs; s/\s//g' umax/umax$$v.c | wc -c)"; \
	done

# tests/*.bats is the quick suite; tests/full/*.bats the long checks that
# `make test` leaves out (CI runs both).
test: all
	tests/run-bats.sh tests/

test-full: all
	tests/run-bats.sh tests/full/

clean:
	rm -rf $(BUILD)

# --- readable ---
# `make sanitize`: the readable port built with AddressSanitizer and
# UndefinedBehaviorSanitizer (any finding aborts the run) into build/asan/,
# then the short golden corpus replayed through it (kibitz traces, which
# hold the boards too).  The 200 MB static hash table is fine under ASan.
# SANITIZE_CASES: short (default), all, or a comma-separated list of cases.
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -g
SANITIZE_CASES ?= short
ASAN_READABLE  := $(VERSIONS:%=$(BUILD)/asan/readable%)

.PHONY: sanitize
$(BUILD)/asan/readable%: $(READABLE_SRCS) $(READABLE_HDRS)
	mkdir -p $(BUILD)/asan
	$(CC) $(READABLE_CFLAGS) $(SANITIZE_FLAGS) -DUMAX_VERSION=$* -o $@ $(READABLE_SRCS)

sanitize: $(ASAN_READABLE)
	@for v in $(VERSIONS); do \
	  ASAN_OPTIONS=detect_leaks=1 tests/golden.sh -j 2 kibitz $$v $(SANITIZE_CASES) -- \
	    $(BUILD)/asan/readable$$v --kibitz || exit 1; \
	done

# --- compare ---
# `make compare`: umax and readable of every version on the same corpus of
# positions, a summary per version, exit status 1 on any divergence
# (compare/README.md).  `make compare QUICK=1` for the quick corpus; more
# options through COMPARE_ARGS, e.g. COMPARE_ARGS='--versions 43 --games my.txt'.
# `make bench`: node-count signature per binary and readable/umax time ratio;
# `make bench CALLGRIND=1` adds instruction counts under valgrind.
COMPARE_ARGS ?=
BENCH_ARGS   ?=

$(BUILD)/randgame: compare/randgame.c | $(BUILD)
	$(CC) -std=c99 -Wall -Wextra -pedantic $(CFLAGS) -o $@ $<

compare: all $(BUILD)/randgame
	compare/compare.sh $(if $(QUICK),--quick) $(COMPARE_ARGS)

bench: all
	compare/bench.sh $(if $(CALLGRIND),--callgrind) $(BENCH_ARGS)
