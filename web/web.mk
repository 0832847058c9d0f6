# --- web ---
# `make web`: the site in build/web/ (web/README.md): the readable port
# compiled to WebAssembly (clang and lld for wasm32-wasi with Debian's
# wasi-libc), the play page, the search explorer and the side-by-side page.
# npm installs the pinned dependencies (web/package-lock.json) into
# web/node_modules the first time; the built site needs no network.
# `make serve [PORT=8000]`: serve build/web on localhost.
# `make web-test`: the WebAssembly builds against the golden transcripts
# under node, and the site in headless Chromium (tests/full/web*.bats).
# Debian packages: clang lld wasi-libc libclang-rt-14-dev-wasm32 nodejs npm
# python3; web/toolchain-check.sh names the missing ones before the first build.
WASM_CC     ?= clang
# web/wasm-include: what wasi-libc lacks (setjmp.h, see there).  Where
# binaryen's wasm-opt is on PATH, clang also runs it (-O2) over the
# output: the same search, no faster (web/README.md, "Speed and memory").
WASM_FLAGS  := --target=wasm32-wasi -O2 -std=c99 -Wall -Wextra -pedantic -Ireadable \
               -isystem web/wasm-include
# The engine library for the page: the readable sources but main.c, and
# web/engine-glue.c (the linker keeps only what the glue reaches).
WASM_LIB_SRCS := $(filter-out readable/front/main.c,$(READABLE_SRCS)) web/engine-glue.c
WEB_DIR     := $(BUILD)/web
WEB_WASM    := $(VERSIONS:%=$(WEB_DIR)/readable%.wasm) $(VERSIONS:%=$(WEB_DIR)/engine%.wasm)
WEB_STATIC  := $(wildcard web/src/*)
PORT        ?= 8000
PYTHON      ?= python3

.PHONY: web serve web-test
web: $(WEB_WASM) $(WEB_DIR)/index.html

# Once: can this machine compile, link and assemble the site?  If not, it
# says which Debian packages are missing, before the first build fails.
$(WEB_DIR)/.toolchain-ok: web/toolchain-check.sh
	@mkdir -p $(@D)
	@PYTHON=$(PYTHON) sh web/toolchain-check.sh $(WASM_CC)
	@touch $@

# The command build: the whole readable program (main reads standard input),
# for the golden transcripts under node (tests/full/web-wasm.bats); the page
# does not load it.
$(WEB_DIR)/readable%.wasm: $(READABLE_SRCS) $(READABLE_HDRS) web/wasm-include/setjmp.h | $(WEB_DIR)/.toolchain-ok
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_FLAGS) -DUMAX_VERSION=$* -o $@ $(READABLE_SRCS)

# The library build (a WASI "reactor"): one instance plays a whole game.
$(WEB_DIR)/engine%.wasm: $(WASM_LIB_SRCS) $(READABLE_HDRS) web/wasm-include/setjmp.h | $(WEB_DIR)/.toolchain-ok
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_FLAGS) -mexec-model=reactor -DUMAX_HASH_JOURNAL -DUMAX_VERSION=$* -o $@ $(WASM_LIB_SRCS)

web/node_modules/.package-lock.json: web/package.json web/package-lock.json | $(WEB_DIR)/.toolchain-ok
	cd web && npm ci --no-audit --no-fund --loglevel=error

$(WEB_DIR)/index.html: web/build.mjs $(WEB_STATIC) web/node_modules/.package-lock.json \
  docs/side-by-side.html readable/engine/search.c
	node web/build.mjs $(WEB_DIR)

serve: web
	@echo "micro-Max in the browser: http://127.0.0.1:$(PORT)/  (Ctrl-C stops)"
	$(PYTHON) -m http.server --bind 127.0.0.1 --directory $(WEB_DIR) $(PORT)

web-test: all web
	tests/run-bats.sh tests/full/web-wasm.bats tests/full/web-browser.bats
