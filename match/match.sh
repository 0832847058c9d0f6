#!/usr/bin/env bash
# match.sh: engine-versus-engine matches under the real xboard, headless.
#
# Every pairing is one xboard run in match mode (-noGUI -mg) under xvfb-run.
# Each opening line of match/openings.pgn is played twice, once with each
# colour (-lgf FILE -lgi -2).  micro-Max plays as `build/readableNN --xboard
# --nodes N`: a fixed node budget per move, whatever the clock says.
# Fairy-Max and Stockfish (at Skill Level 0, through polyglot) play on the
# clock; see --tc below.  Every engine is restarted for every game
# (-reuseFirst/-reuseSecond false), so a game never depends on the previous
# one (hash table, leftovers).
#
# After the run every game is checked: the right number of games per
# pairing, each with a result (1-0, 0-1, 1/2-1/2), no illegal move (xboard's
# result comment, and an engine's "Illegal move" reply in the debug log),
# no crash or lost engine.  Any failure makes the exit status 1.
#
# Output in OUT (default build/match):
#   games/PAIR.pgn     every game, as saved by xboard (with engine comments)
#   logs/PAIR.debug    xboard's debug log (all engine traffic)
#   logs/PAIR.out      xboard's standard output and error
#   results.txt        "PAIR WINS DRAWS LOSSES" from the first engine's side
#   elo.txt            match/elo.awk's table
#   table.md           a Markdown table of it
#   summary.pgn        every game without the engines' move comments
#   elo.png            the Elo differences with 95% intervals (gnuplot)
#
# Usage: match/match.sh [options] [PAIR...]
#   PAIR is A-B with A, B among 40 42 43 48 fairymax stockfish; the
#   default is 43-42 42-40 43-40 48-43 40-fairymax 42-fairymax 43-fairymax
#   48-fairymax 40-stockfish 42-stockfish 43-stockfish.  Scores are A's.
#   --openings K   use K opening lines (2K games a pairing; default: all
#                  100, or what is left after --skip)
#   --skip S       start after the first S lines (default 0): two runs with
#                  --skip 0 and --skip 50 split the file between them
#   --nodes N      micro-Max's node budget per move (default 10000)
#   --uci          micro-Max speaks UCI instead (`build/readableNN --uci
#                  --nodes N`), through xboard's UCI adapter, polyglot
#   --tc SPEC      clock for Fairy-Max and Stockfish, "MINUTES INC ODDS":
#                  xboard's -tc MINUTES -inc INC, the outside engine's time
#                  divided by ODDS (micro-Max keeps the nominal clock, which
#                  it never comes near).  Default "1 0.5 40": 1.5 s + 0.0125 s.
#   --jobs J       pairings run at once (default 2, the machine's cores)
#   --progress S   print "match: N of M games after T s" every S seconds
#                  while games are being added (default 60; 0: never)
#   --out DIR      output directory (default build/match)
#   --quick        smoke run: 2 openings (4 games a pairing), 2000 nodes
#   --check        play nothing: check and tally the games already in DIR
#                  (give the same pairings and --openings/--skip/--nodes as the run)
#   --partial      with --check, for a run that was stopped: tally the games
#                  that were finished, a short count is a note, not a failure
# Needs: xboard, xvfb (xvfb-run), fairymax, polyglot, stockfish, gnuplot
# (Debian packages xboard xvfb fairymax polyglot stockfish gnuplot-nox).
set -u
export PATH="$PATH:/usr/games"
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)

openings= nodes=10000 tc="1 0.5 40" jobs=2 out=$top/build/match check_only=0 partial=0
progress=60 skip=0 protocol=xboard
pairs=()
while (($#)); do
  case $1 in
    --openings) openings=$2; shift 2 ;;
    --skip) skip=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --uci) protocol=uci; shift ;;
    --tc) tc=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --progress) progress=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --quick) openings=2 nodes=2000; shift ;;
    --check) check_only=1; shift ;;
    --partial) partial=1; shift ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "match.sh: unknown option $1" >&2; exit 2 ;;
    *) pairs+=("$1"); shift ;;
  esac
done
((${#pairs[@]})) || pairs=(43-42 42-40 43-40 48-43 40-fairymax 42-fairymax 43-fairymax
                           48-fairymax 40-stockfish 42-stockfish 43-stockfish)
read -r tc_min tc_inc tc_odds <<<"$tc"
for n in "openings ${openings:-1}" "skip $skip" "nodes $nodes" "jobs $jobs" "progress $progress"; do
  [[ ${n#* } =~ ^[0-9]+$ ]] || { echo "match.sh: --${n% *} needs a whole number, not '${n#* }'" >&2; exit 2; }
done
[[ ${tc_odds:-} =~ ^[1-9][0-9]*$ ]] ||
  { echo "match.sh: --tc needs \"MINUTES INC ODDS\" with a whole ODDS of at least 1, not '$tc'" >&2; exit 2; }
((jobs >= 1 && nodes >= 1)) || { echo "match.sh: --jobs and --nodes must be at least 1" >&2; exit 2; }

tools="xboard xvfb-run fairymax polyglot stockfish gnuplot"
((check_only)) && tools=gnuplot
for tool in $tools; do
  command -v "$tool" >/dev/null ||
    { echo "match.sh: $tool not found (Debian packages: xboard xvfb fairymax polyglot stockfish gnuplot-nox)" >&2; exit 2; }
done
for p in "${pairs[@]}"; do
  [[ $p =~ ^(40|42|43|48|fairymax|stockfish)-(40|42|43|48|fairymax|stockfish)$ ]] ||
    { echo "match.sh: bad pairing $p" >&2; exit 2; }
  for v in ${p//-/ }; do
    case $v in 4*) ((check_only)) || [ -x "$top/build/readable$v" ] ||
      { echo "match.sh: build/readable$v missing (run make)" >&2; exit 2; } ;; esac
  done
done
total=$(grep -c '^\[Event ' "$here/openings.pgn")
((skip < total)) || { echo "match.sh: --skip must be below the $total opening lines" >&2; exit 2; }
openings=${openings:-$((total - skip))}
((openings >= 1 && skip + openings <= total)) ||
  { echo "match.sh: --openings must be 1..$((total - skip)) (after --skip $skip of $total)" >&2; exit 2; }

mkdir -p "$out/games" "$out/logs"
work=$out/work; mkdir -p "$work"
# K opening lines after the first S
awk -v s="$skip" -v k="$openings" '/^\[Event /{n++} n>s && n<=s+k' "$here/openings.pgn" > "$out/openings.pgn"

run_pair() {
  local p=$1 a=${1%-*} b=${1#*-} games=$((2 * openings))
  # one engine's arguments are built as an array to keep "Skill Level=0" whole
  local fa=() sa=() fuci=() suci=()
  # --uci: xboard runs micro-Max through polyglot (-fUCI, -sUCI)
  [ "$protocol" = uci ] && fuci=(-fUCI) suci=(-sUCI)
  case $a in
    4*) fa=(-fcp "$top/build/readable$a --$protocol --nodes $nodes" -fd "$work" "${fuci[@]}") ;;
    fairymax) fa=(-fcp fairymax -fd "$work" -firstTimeOdds "$tc_odds") ;;
    stockfish) fa=(-fcp stockfish -fd "$work" -fUCI -firstOptions "Skill Level=0" -firstTimeOdds "$tc_odds") ;;
  esac
  case $b in
    4*) sa=(-scp "$top/build/readable$b --$protocol --nodes $nodes" -sd "$work" "${suci[@]}") ;;
    fairymax) sa=(-scp fairymax -sd "$work" -secondTimeOdds "$tc_odds") ;;
    stockfish) sa=(-scp stockfish -sd "$work" -sUCI -secondOptions "Skill Level=0" -secondTimeOdds "$tc_odds") ;;
  esac
  local start=$SECONDS
  # generous wall-clock limit: 3 minutes a game
  # HOME and -settingsFile keep xboard away from the user's settings
  HOME=$work timeout $((games * 180 + 60)) xvfb-run -a -s "-screen 0 640x480x24" \
    xboard -noGUI -mg "$games" -lgf "$out/openings.pgn" -lgi -2 \
      -sgf "$out/games/$p.pgn" "${fa[@]}" "${sa[@]}" \
      -tc "$tc_min" -inc "$tc_inc" -xponder -td 0 \
      -reuseFirst false -reuseSecond false -saveSettingsOnExit false -settingsFile "$work/xboardrc" \
      -popupExitMessage false -matchPause 200 -debug -nameOfDebugFile "$out/logs/$p.debug" \
      > "$out/logs/$p.out" 2>&1
  local rc=$?
  echo "$p: $games games in $((SECONDS - start)) s (xboard status $rc)"
}

echo "match: ${#pairs[@]} pairings x $((2 * openings)) games, micro-Max at $nodes nodes/move," \
     "outside engines at ${tc_min} min + ${tc_inc} s / $tc_odds; $jobs at a time; output in $out"
t0=$SECONDS
running=0 pids=() ticker=
((check_only)) && pairs_to_play=() || pairs_to_play=("${pairs[@]}")
# every pairing starts from no games, so the progress count is of this run
for p in "${pairs_to_play[@]}"; do rm -f "$out/games/$p.pgn" "$out/logs/$p.debug"; done
if ((${#pairs_to_play[@]} && progress > 0)); then
  # progress, counted from the games saved so far; sleep gets no stdout, so
  # a killed ticker leaves nothing holding the caller's pipe open
  (
    want=$((${#pairs_to_play[@]} * 2 * openings)) done_before=0
    while sleep "$progress" </dev/null >/dev/null 2>&1; do
      n=$(for p in "${pairs_to_play[@]}"; do cat "$out/games/$p.pgn" 2>/dev/null; done | grep -c '^\[Event ')
      ((n > done_before)) && echo "match: $n of $want games after $((SECONDS - t0)) s"
      done_before=$n
    done
  ) &
  ticker=$!
fi
for p in "${pairs_to_play[@]}"; do
  # the ticker never ends by itself, so this returns when a pairing ends
  if ((running >= jobs)); then wait -n; running=$((running - 1)); fi
  run_pair "$p" &
  pids+=($!)
  running=$((running + 1))
  sleep 2   # xvfb-run -a picks a free display; do not race for the same one
done
((${#pids[@]})) && wait "${pids[@]}"
[ -n "$ticker" ] && { kill "$ticker"; wait "$ticker"; } 2>/dev/null
elapsed=$((SECONDS - t0))

# --- checks and tally ---------------------------------------------------
fail=0
: > "$out/results.txt"
: > "$out/summary.pgn"
for p in "${pairs[@]}"; do
  pgn=$out/games/$p.pgn dbg=$out/logs/$p.debug
  if [ ! -s "$pgn" ]; then
    echo "FAIL $p: no games saved (see $out/logs/$p.out)"; fail=1; continue
  fi
  # One line a game: round, result, the last comment before the result.
  awk -v pair="$p" -v want=$((2 * openings)) -v partial=$partial -v res="$out/results.txt" '
    function flush() {
      if (!started) return
      g++
      if (result !~ /^(1-0|0-1|1\/2-1\/2)$/) { printf "FAIL %s game %d: no result (%s) %s\n", pair, round, result, last; bad++ }
      else if (tolower(last) ~ /illegal|crash|exit|terminat|disconnect|abort|stall|not respond|no response/) {
        printf "FAIL %s game %d: %s %s\n", pair, round, result, last; bad++ }
      else if (tolower(last) ~ /time|forfeit/) printf "note %s game %d: %s %s\n", pair, round, result, last
      # odd rounds: the first engine (A) has White
      a_white = round % 2 == 1
      if (result == "1/2-1/2") d++
      else if ((result == "1-0") == a_white) w++
      else if (result == "1-0" || result == "0-1") l++
      started = 0; last = ""
    }
    /^\[Event / { flush(); started = 1; result = "" }
    /^\[Round / { round = $2; gsub(/[^0-9]/, "", round); round += 0 }
    /^\[Result / { result = $2; gsub(/["\]]/, "", result) }
    !/^\[/ { text = text " " $0 }
    /^\[Event / { text = "" }
    !/^\[/ && /\}/ {
      # remember the last {...} comment of the game
      s = text
      while (match(s, /\{[^}]*\}/)) { last = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) }
    }
    END {
      flush()
      if (g != want && partial) printf "note %s: %d games of %d (stopped run)\n", pair, g, want
      else if (g != want) { printf "FAIL %s: %d games, expected %d\n", pair, g, want; bad++ }
      printf "%s %d %d %d\n", pair, w, d, l >> res
      exit bad > 0
    }' "$pgn" || fail=1
  # an engine that refused a move xboard sent it is out of step with the game
  if grep -q '^[0-9]* <\(first\|second\) *: *Illegal move' "$dbg" 2>/dev/null; then
    echo "FAIL $p: an engine rejected a move (grep 'Illegal move' $dbg)"; fail=1
  fi
  if grep -qi 'Failed to start\|exited unexpectedly\|segmentation\|core dumped' "$out/logs/$p.out" "$dbg" 2>/dev/null; then
    echo "FAIL $p: an engine failed or crashed (see $out/logs/$p.out)"; fail=1
  fi
  # the summary keeps the tags, the moves and the result comment only
  awk '
    /^\[/        { if ($1 != "[Annotator" && $1 != "[Site") print; next }
    /^$/         { next }
    { body = body " " $0 }
    /(1-0|0-1|1\/2-1\/2|\*)[ \t]*$/ {
      last = ""; s = body
      while (match(s, /\{[^}]*\}/)) { last = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) }
      gsub(/\{[^}]*\}/, "", body); gsub(/  +/, " ", body); sub(/^ /, "", body)
      r = body; sub(/.* /, "", r); sub(/ [^ ]*$/, "", body)
      out = body " " last " " r
      print ""
      # wrap at 79 columns
      line = ""; m = split(out, wds, " ")
      for (i = 1; i <= m; i++) {
        if (length(line) + length(wds[i]) + 1 > 79) { print line; line = wds[i] }
        else line = line == "" ? wds[i] : line " " wds[i]
      }
      print line; print ""; body = ""
    }' "$pgn" >> "$out/summary.pgn"
done

awk -f "$here/elo.awk" "$out/results.txt" > "$out/elo.txt"
{
  echo "| pairing (score of the first) | games | W | D | L | score | Elo | 95% interval |"
  echo "|---|---:|---:|---:|---:|---:|---:|---|"
  awk '{ printf "| %s | %d | %d | %d | %d | %s%% | %s | [%s, %s] |\n", $1, $2, $3, $4, $5, $6, $7, $8, $9 }' "$out/elo.txt"
} > "$out/table.md"
"$here/plot.sh" "$out/elo.txt" "$out/elo.png" \
  "micro-Max matches: $nodes nodes/move, $((2 * openings)) games a pairing, $(date -u +%Y-%m-%d)" \
  "$here/claims.txt" || fail=1

cat "$out/table.md"
echo "match: $(awk '{n += $2} END {print n}' "$out/elo.txt") games in $elapsed s; $([ $fail = 0 ] && echo "all checks passed" || echo "FAILED checks above")"
exit $fail
