# micro-Max 4.x, minimized and readable.  GNU Make.
#
#   make              build every binary into build/
#   make play [V=48]  play micro-Max at the terminal, friendly mode (V = 40, 42, 43 or 48)
#   make play-original [V=48]  the minimized program, as published
#   make test         the quick Bats suite, a few minutes (fetches Bats if missing)
#   make test-full    the long checks CI runs (about 1,700 s of CPU, two files at a time)
#   make test-golden  every golden case with every build, all 160-ply games
#   make size         character count of each minimized source (docs/contract.md, "The character-count rule")
#   make docs-check   the documents' figures and sample transcripts against the programs (in make test)
#   make compare      umax vs readable on a corpus of positions
#   make bench        node-count signature and speed ratio of every binary
#   make web          the web site in build/web/; make serve serves it (web/web.mk)

# VERSIONS: micro-Max's versions, each with a minimized source
# (umax/umaxNN.c) and a readable build; UMAX_VERSIONS the minimized ones.
VERSIONS      := 40 42 43 48
UMAX_VERSIONS := $(VERSIONS)
V        ?= 48
CC       ?= cc
BUILD    := build

# The minimized sources are K&R-style C with implicit int and implicit
# declarations: gnu89 keeps them legal for gcc and clang alike.  Plain char
# must be signed, as on x86, for the published behaviour.
UMAX_CFLAGS ?= -O2 -std=gnu89 -fsigned-char -w
# The readable port is C99 and must stay warning-free.
CFLAGS      ?= -O2
READABLE_CFLAGS = -std=c99 -Wall -Wextra -pedantic -Ireadable $(CFLAGS)

UMAX_BINS     := $(UMAX_VERSIONS:%=$(BUILD)/umax%) $(UMAX_VERSIONS:%=$(BUILD)/umax%-kibitz)
# readable/engine/ is the engine (board, search, hash, keys, random, the
# move rules, the trace); readable/front/ the front ends that drive it.
READABLE_SRCS := $(wildcard readable/engine/*.c readable/front/*.c readable/front/*/*.c)
READABLE_HDRS := $(wildcard readable/engine/*.h readable/front/*.h readable/front/*/*.h)
READABLE_BINS := $(VERSIONS:%=$(BUILD)/readable%)

.PHONY: all umax readable play play-original test test-full test-golden size compare port mutate bench clean docs-check
all: umax readable
umax: $(UMAX_BINS)
readable: $(READABLE_BINS)

$(BUILD):
	mkdir -p $@

$(BUILD)/umax%: umax/umax%.c | $(BUILD)
	$(if $(QUIET_BUILD),@echo "Building $@ ...")
	$(CC) $(UMAX_CFLAGS) -o $@ $<

# The kibitz build: each minimized source carries its root trace as a comment
# of the form /*KIBITZ:code*/ (comments are free in the character count); the
# kibitz build is the same source with that comment turned into code.
$(BUILD)/umax%-kibitz.c: umax/umax%.c | $(BUILD)
	sed 's|/\*KIBITZ:\(.*\)\*/|\1|' $< > $@
	grep -q 'printf' $@ || { echo "$<: no /*KIBITZ:...*/ marker" >&2; rm -f $@; exit 1; }
$(BUILD)/umax%-kibitz: $(BUILD)/umax%-kibitz.c
	$(CC) $(UMAX_CFLAGS) -o $@ $<
# Kept, not deleted as intermediate files at the end of the run (make's
# "rm build/umax48-kibitz.c ..." would otherwise be the last line of make
# test, after the tests' summary); the cross builds use them too.
.SECONDARY: $(UMAX_VERSIONS:%=$(BUILD)/umax%-kibitz.c)

$(BUILD)/readable%: $(READABLE_SRCS) $(READABLE_HDRS) | $(BUILD)
	$(if $(QUIET_BUILD),@echo "Building $@ (a few seconds) ...")
	$(CC) $(READABLE_CFLAGS) -DUMAX_VERSION=$* -o $@ $(READABLE_SRCS)

# `make play`: the readable port in its friendly mode (SAN, messages, the
# game in PGN, draws; PLAY_ARGS=--black to play Black); `make play-original`:
# the minimized program exactly as published (no messages, e2e4 only).
# An unknown V gets one line naming the versions, not a failed build.
PLAY_ARGS ?=
known_version = $(if $(filter $(V),$(VERSIONS)),$(1),unknown-version)
.PHONY: unknown-version
unknown-version:
	$(error there is no micro-Max version V=$(V); the versions are $(VERSIONS) (e.g. make play V=$(lastword $(VERSIONS))))

# Both build quietly (one line, when there is something to build): a
# player's first screen is the game, not a compiler command.
play: $(call known_version,)
	@$(MAKE) -s --no-print-directory QUIET_BUILD=1 $(BUILD)/readable$(V)
	@./$(BUILD)/readable$(V) --friendly $(PLAY_ARGS)

play-original: $(call known_version,)
	@$(MAKE) -s --no-print-directory QUIET_BUILD=1 $(BUILD)/umax$(V)
	@./$(BUILD)/umax$(V)

size:
	@for v in $(UMAX_VERSIONS); do \
	  printf 'umax/umax%s.c %5d characters\n' $$v \
	    "$$(perl -0pe 's{/\*.*?\*/}{}gs; s/\s//g' umax/umax$$v.c | wc -c)"; \
	done

# tests/*.bats is the quick suite; tests/full/*.bats the long checks that
# `make test` leaves out (CI runs both).  Their golden replays come in tiers
# (tests/lib/golden.bash): test-full replays the opening and random cases and
# readable's game-d4 of 4.8; test-golden replays everything (about 90
# minutes of CPU: each 160-ply game is 160 searches of a million nodes or
# more).  umax48 adds to these about 20 s of CPU in test (30 M nodes), 80 s in test-full
# and 27 minutes in test-golden (its golden node counts at the 0.66 s per
# million nodes its special-* replay took).  The suites run two files at a
# time (tests/run-bats.sh, each result reported as it comes), so that both
# cores stay busy while a file waits on a clock or on its last long job.
# In make test the costliest file starts first and the quick ones beside
# it, so that results come from the first seconds; umax and compare,
# costly too (each replays on both cores), come last.  In test-full the
# costliest files start first, and the two xboard matches, which mostly
# wait on Fairy-Max's clock, start next, beside them; the other files
# follow in any order.
TEST_FIRST := readable
TEST_LAST  := umax compare
FULL_FIRST := readable xboard-match match cross audit fen umax
first_then_rest = $(1:%=$(2)/%.bats) $(filter-out $(1:%=$(2)/%.bats),$(sort $(wildcard $(2)/*.bats)))
# (first FIRST, then the rest, LAST at the end: first_rest_last FIRST,LAST,DIR)
first_rest_last = $(1:%=$(3)/%.bats) $(filter-out $(1:%=$(3)/%.bats) $(2:%=$(3)/%.bats),$(sort $(wildcard $(3)/*.bats))) $(2:%=$(3)/%.bats)

# The friendly mode's move reader on its own, for the table of typed moves
# (tests/moves.bats): the front-end sources without main.c, and a driver.
MOVES_DRIVER_SRCS := tests/moves/driver.c $(filter-out readable/front/main.c,$(READABLE_SRCS))
$(BUILD)/moves-driver: $(MOVES_DRIVER_SRCS) $(READABLE_HDRS) | $(BUILD)
	$(CC) $(READABLE_CFLAGS) -Ireadable -DUMAX_VERSION=43 -o $@ $(MOVES_DRIVER_SRCS)

test: all
	tests/run-bats.sh --files-at-once 2 $(call first_rest_last,$(TEST_FIRST),$(TEST_LAST),tests)

# `make docs-check`: the documents' figures and sample transcripts against
# the programs (tools/docs-check.sh; tests/docs-check.bats runs it in make test).
docs-check: all
	tools/docs-check.sh

test-full: all
	tests/run-bats.sh --files-at-once 2 $(call first_then_rest,$(FULL_FIRST),tests/full)

test-golden: all
	GOLDEN=all tests/run-bats.sh --files-at-once 2 tests/full/readable.bats tests/full/umax.bats

clean:
	rm -rf $(BUILD)

# --- readable ---
# `make sanitize`: the readable port built with AddressSanitizer and
# UndefinedBehaviorSanitizer (any finding aborts the run) into build/asan/,
# then tests/sanitize.sh: every golden input, games included, at a small node
# budget (SANITIZE_NODES), and the special-* cases at the real budget against
# their kibitz traces (SANITIZE_CASES: short, all, or a list of cases, for
# more).  The static hash table (192 MiB) is fine under ASan.
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -g
SANITIZE_NODES ?= 10000
SANITIZE_CASES ?=
ASAN_READABLE  := $(VERSIONS:%=$(BUILD)/asan/readable%)

.PHONY: sanitize
$(BUILD)/asan/readable%: $(READABLE_SRCS) $(READABLE_HDRS)
	mkdir -p $(BUILD)/asan
	$(CC) $(READABLE_CFLAGS) $(SANITIZE_FLAGS) -DUMAX_VERSION=$* -o $@ $(READABLE_SRCS)

sanitize: $(ASAN_READABLE)
	tests/sanitize.sh -n $(SANITIZE_NODES) $(if $(SANITIZE_CASES),-e $(SANITIZE_CASES)) $(BUILD)/asan

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

# `make port PORT_ARGS='--line "CMD"'` (or --uci CMD, --lib "FILES"): check
# someone else's port against the golden transcripts (compare/README.md,
# "Checking a port").
PORT_ARGS ?=
port: all
	compare/port.sh $(PORT_ARGS)

# `make mutate`: the mutation table of docs/ports.md (compare/mutate/README.md):
# every single-token mutant of umax/umax48.c, or of H.G. Muller's published
# file with MUTATE_ARGS='--published /path/to/umax4_8.c' (another version:
# '--version 40 --published /path/to/umax4_0.c'; 4.2 is made from the 4.3
# listing by compare/listing42.sh), against the certificate; niced, on every
# core (GNU parallel), --sample N runs every N-th mutant only, --update
# writes compare/mutate/scores.txt.
MUTATE_ARGS ?=
mutate: all $(BUILD)/randgame
	nice -n 10 compare/mutate/score.sh $(MUTATE_ARGS)

bench: all
	compare/bench.sh $(if $(CALLGRIND),--callgrind) $(if $(BENCH_ARGS),,--results compare/bench-nodes.txt) $(BENCH_ARGS)

# `make peak-rss`: each minimized program's peak resident size for 1. e4 and
# one engine move, against the published program's plus 2% (umax/NOTES.md,
# "Memory"; about 5 s of CPU).
.PHONY: peak-rss
peak-rss: umax
	umax/peak-rss.sh $(BUILD)

# --- docs and install ---
# `make install [PREFIX=/usr/local] [DESTDIR=...]`: the eight engines into
# $(PREFIX)/games (Debian's place for games; GAMESDIR=$(PREFIX)/bin to
# change it), the manual pages into $(PREFIX)/share/man/man6: umax.6 and
# readable.6, plus one-line .so pages so that `man umax43` works; the
# documents they cite, the README and the LICENSE into
# $(PREFIX)/share/doc/micro-max (DOCDIR; the pages name the directory
# installed to).  `make uninstall` removes exactly those files (and
# nothing else).
# `make docs`: docs/side-by-side.html (docs/README.md).
PREFIX   ?= /usr/local
GAMESDIR ?= $(PREFIX)/games
MAN6DIR  ?= $(PREFIX)/share/man/man6
DOCDIR   ?= $(PREFIX)/share/doc/micro-max
INSTALL  ?= install
INSTALL_BINS := $(UMAX_VERSIONS:%=umax%) $(VERSIONS:%=readable%)
INSTALL_MANS := umax readable
INSTALL_MAN_LINKS := $(UMAX_VERSIONS:%=umax%:umax) $(VERSIONS:%=readable%:readable)
INSTALL_DOCS := README.md LICENSE docs/contract.md docs/front-ends.md
# (the manual pages name the documents under the default DOCDIR)
DEFAULT_DOCDIR := /usr/local/share/doc/micro-max

.PHONY: install uninstall docs
install: $(INSTALL_BINS:%=$(BUILD)/%)
	$(INSTALL) -d -m 755 '$(DESTDIR)$(GAMESDIR)' '$(DESTDIR)$(MAN6DIR)' '$(DESTDIR)$(DOCDIR)'
	$(INSTALL) -m 755 $(INSTALL_BINS:%=$(BUILD)/%) '$(DESTDIR)$(GAMESDIR)'
	@for m in $(INSTALL_MANS); do \
	  sed 's|$(DEFAULT_DOCDIR)|$(DOCDIR)|g' man/$$m.6 > '$(DESTDIR)$(MAN6DIR)'/$$m.6 && \
	  chmod 644 '$(DESTDIR)$(MAN6DIR)'/$$m.6 || exit 1; \
	done
	$(INSTALL) -m 644 $(INSTALL_DOCS) '$(DESTDIR)$(DOCDIR)'
	@for l in $(INSTALL_MAN_LINKS); do \
	  echo ".so man6/$${l#*:}.6" > '$(DESTDIR)$(MAN6DIR)'/$${l%%:*}.6 && \
	  chmod 644 '$(DESTDIR)$(MAN6DIR)'/$${l%%:*}.6 || exit 1; \
	done

uninstall:
	rm -f $(INSTALL_BINS:%='$(DESTDIR)$(GAMESDIR)'/%)
	rm -f $(INSTALL_MANS:%='$(DESTDIR)$(MAN6DIR)'/%.6)
	rm -f $(foreach l,$(INSTALL_MAN_LINKS),'$(DESTDIR)$(MAN6DIR)'/$(firstword $(subst :, ,$(l))).6)
	rm -f $(foreach d,$(notdir $(INSTALL_DOCS)),'$(DESTDIR)$(DOCDIR)'/$(d))
	rmdir '$(DESTDIR)$(DOCDIR)' 2>/dev/null || true

# --- release ---
# The release is written in one place, readable/front/release.h (the
# programs' --version, UCI id name, xboard myname).  `make version` prints
# it; `make dist` packs the committed tree (HEAD, via git archive) as
# build/micro-max-RELEASE.tar.gz, unpacking into micro-max-RELEASE/
# (tests/dist.bats builds and runs it).
RELEASE   := $(shell sed -n 's/^\#define RELEASE_VERSION "\(.*\)"$$/\1/p' readable/front/release.h)
DIST_NAME := micro-max-$(RELEASE)
.PHONY: version dist
version:
	@echo $(RELEASE)
dist: | $(BUILD)
	git archive --format=tar.gz --prefix=$(DIST_NAME)/ -o $(BUILD)/$(DIST_NAME).tar.gz HEAD
	@echo "$(BUILD)/$(DIST_NAME).tar.gz (HEAD: $$(git rev-parse --short HEAD)$$(git diff --quiet HEAD || echo ', uncommitted changes left out'))"

# docs/side-by-side.html: generated from the /*@TAG*/ comments in umax/ and
# the @umax:TAG markers in readable/ (tools/side-by-side.sh fails on a line
# without explanation or a marker that points nowhere).
docs: docs/side-by-side.html
docs/side-by-side.html: tools/side-by-side.sh $(UMAX_VERSIONS:%=umax/umax%.c) $(READABLE_SRCS) $(READABLE_HDRS)
	tools/side-by-side.sh -o $@

# --- portability ---
# `make test-cross`: readable of every version cross-built (static) for
# aarch64 (plain char unsigned) and s390x (big-endian) and run under
# qemu-user, then built natively with clang, gcc -O0, gcc -O3 and gcc
# -funsigned-char; every build must reproduce the golden transcripts byte
# for byte (tests/full/cross.bats, which `make test-full` runs as well, and
# skips there when the tools are missing).  Asked for explicitly, it fails
# at once when a tool is missing and names the Debian packages.
# CROSS_CASES: ci (default: a few minutes), short (every short golden case),
# all, or a comma-separated list of cases.  The native variants replay 4.0
# and 4.8 in make test-full, every version here (CROSS_VERSIONS).
CROSS_ARCHS    := aarch64 s390x
CROSS_VARIANTS := clang O0 O3 unsigned-char
CROSS_CASES    ?= ci
CLANG          ?= clang
CROSS_BINS   := $(foreach a,$(CROSS_ARCHS),$(VERSIONS:%=$(BUILD)/cross/$(a)/readable%))
VARIANT_BINS := $(foreach w,$(CROSS_VARIANTS),$(VERSIONS:%=$(BUILD)/variant/$(w)/readable%))

# One static build per architecture, same flags as the native build.
define CROSS_RULE
$(BUILD)/cross/$(1)/readable%: $$(READABLE_SRCS) $$(READABLE_HDRS)
	@mkdir -p $$(@D)
	$(1)-linux-gnu-gcc -static $$(READABLE_CFLAGS) -DUMAX_VERSION=$$* -o $$@ $$(READABLE_SRCS)
endef
$(foreach a,$(CROSS_ARCHS),$(eval $(call CROSS_RULE,$(a))))

# The minimized umax on aarch64 (the Makefile's flags, -fsigned-char
# included), for the README's claim about where umax is exact; and the
# controls that show the test catches what umax depends on: umax without
# -fsigned-char on aarch64, umax on big-endian s390x.
$(BUILD)/cross/aarch64/umax%-kibitz: $(BUILD)/umax%-kibitz.c
	@mkdir -p $(@D)
	aarch64-linux-gnu-gcc -static $(UMAX_CFLAGS) -o $@ $<
$(BUILD)/cross/aarch64/umax%-kibitz-unsigned-char: $(BUILD)/umax%-kibitz.c
	@mkdir -p $(@D)
	aarch64-linux-gnu-gcc -static $(UMAX_CFLAGS) -funsigned-char -o $@ $<
$(BUILD)/cross/s390x/umax%-kibitz: $(BUILD)/umax%-kibitz.c
	@mkdir -p $(@D)
	s390x-linux-gnu-gcc -static $(UMAX_CFLAGS) -o $@ $<

# Native variants: another compiler, other optimisation levels, unsigned
# plain char.  (A later -O overrides the -O of CFLAGS.)
VARIANT_CC_clang         = $(CLANG)
VARIANT_FLAGS_O0            = -O0
VARIANT_FLAGS_O3            = -O3
VARIANT_FLAGS_unsigned-char = -funsigned-char
$(BUILD)/variant/%: $(READABLE_SRCS) $(READABLE_HDRS)
	@mkdir -p $(@D)
	$(or $(VARIANT_CC_$(*D)),$(CC)) $(READABLE_CFLAGS) $(VARIANT_FLAGS_$(*D)) \
	  -DUMAX_VERSION=$(subst readable,,$(*F)) -o $@ $(READABLE_SRCS)

.PHONY: test-cross cross-builds variant-builds
cross-builds: $(CROSS_BINS) $(UMAX_VERSIONS:%=$(BUILD)/cross/aarch64/umax%-kibitz) \
  $(BUILD)/cross/aarch64/umax43-kibitz-unsigned-char $(BUILD)/cross/s390x/umax43-kibitz
variant-builds: $(VARIANT_BINS)

test-cross: all
	@missing=$$(tests/cross-tools.sh) || { \
	  echo "test-cross: missing tools; install them with:" >&2; \
	  echo "  apt-get install $$missing" >&2; exit 1; }
	$(MAKE) --no-print-directory cross-builds variant-builds
	CROSS_REQUIRED=1 CROSS_CASES='$(CROSS_CASES)' CROSS_VERSIONS='$(VERSIONS)' tests/run-bats.sh tests/full/cross.bats tests/full/uci-cross.bats

# --- engine front ends ---
# `make play-friendly [V=48]`: the same as `make play` (the friendly mode;
# kept for old habits).
# The xboard mode (`build/readableNN --xboard`) needs no target; its real
# game against Fairy-Max under xboard is tests/full/xboard-match.bats.
.PHONY: play-friendly
play-friendly: play

# --- match ---
# `make match`: engine-versus-engine matches under xboard, headless
# (match/README.md): 4.3-4.2, 4.2-4.0, 4.3-4.0, each vs Fairy-Max and vs
# Stockfish at Skill Level 0, every opening of match/openings.pgn with both
# colours; games, logs, table and plot in build/match.  `make match QUICK=1`
# is a smoke run of about a minute; more options through MATCH_ARGS, e.g.
# MATCH_ARGS='--openings 20 --nodes 5000 43-42' (MATCH_ARGS=--uci: micro-Max
# through UCI and polyglot).  Needs Debian's xboard xvfb
# fairymax polyglot stockfish gnuplot-nox.
MATCH_ARGS ?=

.PHONY: match
match: $(READABLE_BINS)
	match/match.sh $(if $(QUICK),--quick) $(MATCH_ARGS)

# --- fuzz and audit ---
# Hostile input and legality: audit/README.md, fuzz/README.md.
# Debian packages: stockfish (the audit's judge), afl++ (fuzzing).
#   make audit [N=500] [AUDIT_ARGS=...]   legality audit on N random positions
#   make audit-selfplay [PLIES=1000] [NODES=2000]   self-play games checked by Stockfish
#   make fuzz [FUZZ_SECONDS=300] [FUZZ_TARGET="umax43 readable-fen ..."]
#   make fuzz-replay                      replay tests/fuzz/reproducers (also in make test)
N            ?= 500
AUDIT_ARGS   ?=
PLIES        ?= 1000
NODES        ?= 2000
FUZZ_SECONDS ?= 300
FUZZ_TARGET  ?= umax40 umax42 umax43 umax48 readable-terminal readable-fen readable-xboard readable-friendly readable-uci

.PHONY: audit audit-selfplay fuzz fuzz-replay
audit: all
	audit/legality.sh -n $(N) $(AUDIT_ARGS)
audit-selfplay: all
	audit/selfplay-all.sh -p $(PLIES) -n $(NODES)
fuzz:
	fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGET)
fuzz-replay: all
	fuzz/replay.sh -S tests/fuzz/reproducers/*

include web/web.mk

# --- UCI, bench, perft ---
# The readable port also speaks UCI (`build/readableNN --uci`), runs the
# benchmark (`build/readableNN bench`: "N nodes M nps", N = make bench's
# signature) and counts move paths (`--perft DEPTH [--divide]`); see
# README.md, "UCI".
#   make EXE=path [V=48]   just that engine, built as `path` (OpenBench's
#                          build convention: its client runs `make EXE=...`)
#   make perft-stockfish   perft of promotion positions against Stockfish
#                          with the under-promotions taken out
.PHONY: perft-stockfish
ifneq ($(EXE),)
.DEFAULT_GOAL := $(EXE)
$(EXE): $(READABLE_SRCS) $(READABLE_HDRS)
	$(CC) $(READABLE_CFLAGS) -DUMAX_VERSION=$(V) -o $@ $(READABLE_SRCS)
endif

perft-stockfish: $(BUILD)/readable43
	tests/perft-stockfish.sh
