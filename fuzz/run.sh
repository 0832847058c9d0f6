#!/usr/bin/env bash
# Runs AFL++ on one or more targets for a given time, then reports.
#
#   fuzz/run.sh SECONDS TARGET...
#
# Seeds: tests/fuzz/<seed set>/ (terminal, fen, xboard, friendly, uci; the umax and
# readable-terminal targets share "terminal").  Findings: build/fuzz/out/TARGET/.
# After each campaign it prints one line of figures (from AFL++'s
# fuzzer_stats) and appends it to build/fuzz/report.txt, and copies every
# crash or hang into tests/fuzz/reproducers/ as TARGET-crash-N /
# TARGET-hang-N (first minimized with afl-tmin when it reproduces), for
# `make test` to replay; commit them.
# Environment: FUZZ_NODES (node budget, default 1000), FUZZ_TIMEOUT_MS (exec
# time limit, default 5000), FUZZ_MAX_LEN (longest input AFL++ makes, default
# 512 bytes: every typed line costs a root search of one full-width ply, so
# long inputs are slow and add little), FUZZ_VERSION (readable targets,
# default 48).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
[ $# -ge 2 ] || { echo "usage: $0 SECONDS TARGET..." >&2; exit 2; }
secs=$1; shift
command -v afl-fuzz >/dev/null || { echo "$0: afl-fuzz not found (Debian package afl++)" >&2; exit 2; }
tmo=${FUZZ_TIMEOUT_MS:-5000}
maxlen=${FUZZ_MAX_LEN:-512}
repro=$top/tests/fuzz/reproducers
mkdir -p "$repro" "$top/build/fuzz/out"
export AFL_SKIP_CPUFREQ=1 AFL_NO_AFFINITY=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1
export AFL_NO_UI=1 AFL_AUTORESUME=1 AFL_QUIET=1
export ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=0:allocator_may_return_null=1
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=0
status=0

for t in "$@"; do
  case $t in
    umax*|readable-terminal) seeds=terminal;;
    readable-fen) seeds=fen;; readable-xboard) seeds=xboard;; readable-friendly) seeds=friendly;;
    readable-uci) seeds=uci;;
    *) echo "$0: unknown target $t" >&2; exit 2;;
  esac
  cmd=$("$here/build.sh" "$t" | tail -1) || exit 2
  out=$top/build/fuzz/out/$t
  echo "fuzz: $t for ${secs}s: $cmd" >&2
  afl-fuzz -i "$top/tests/fuzz/$seeds" -o "$out" -m none -t "$tmo" -V "$secs" -G "$maxlen" \
    -x "$here/dict/$seeds.dict" -- $cmd > "$top/build/fuzz/$t.log" 2>&1
  rc=$?
  stats=$out/default/fuzzer_stats
  if [ ! -f "$stats" ]; then
    echo "fuzz: $t: afl-fuzz failed (exit $rc); see build/fuzz/$t.log" >&2; tail -20 "$top/build/fuzz/$t.log" >&2
    status=1; continue
  fi
  line=$(awk -F' *: *' -v t="$t" -v date="$(date -u +%Y-%m-%d)" '
    { s[$1] = $2 }
    END { printf "%s %s: %s s, %s execs (%s/s), corpus %s, edges %s, crashes %s, hangs %s, stability %s\n",
          date, t, s["run_time"], s["execs_done"], s["execs_per_sec"], s["corpus_count"],
          s["bitmap_cvg"], s["saved_crashes"], s["saved_hangs"], s["stability"] }' "$stats")
  echo "fuzz: $line"
  echo "$line" >> "$top/build/fuzz/report.txt"
  for kind in crashes hangs; do
    for f in "$out"/default/$kind/id:*; do
      [ -f "$f" ] || continue
      n=1; while [ -e "$repro/$t-${kind%es}-$n" ] || [ -e "$repro/$t-${kind%s}-$n" ]; do n=$((n + 1)); done
      name=$repro/$t-${kind%s}-$n; [ $kind = crashes ] && name=$repro/$t-crash-$n
      if cmp -s "$f" "$out/.reported-$(basename "$f" | cut -c1-9)-$kind" 2>/dev/null; then continue; fi
      cp "$f" "$out/.reported-$(basename "$f" | cut -c1-9)-$kind"
      if afl-tmin -i "$f" -o "$name" -m none -t "$tmo" -- $cmd >/dev/null 2>&1 && [ -s "$name" ]; then :; else cp "$f" "$name"; fi
      echo "fuzz: $t: new reproducer $name" >&2
      status=1
    done
  done
done
exit $status
