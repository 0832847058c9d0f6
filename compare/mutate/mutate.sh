#!/usr/bin/env bash
# mutate.sh: the mutation score of case corpora against a micro-Max listing
# (compare/mutate/README.md).
#
#   compare/mutate/mutate.sh [options] CORPUS...
#
# Every single-token mutant of the listing (mutants.py) is built and run
# against the CORPUS directories in turn (one.sh), until a case tells it
# from the listing.  The results go to OUT (one line a mutant: id, kind,
# listing line, original, replacement, status, the case that killed it),
# a summary to standard output; OUT without .tsv, plus .work, holds the
# listing, the list of mutants and what each job printed.
#
# Options:
#   --listing FILE    the listing (default umax/umax48.c, our minimized 4.8,
#                     whose /*KIBITZ:...*/ line is uncommented); the
#                     published listing as H.G. Muller distributes it with
#                     --published FILE instead, built by
#                     compare/listing.sh (an end-of-input exit, its
#                     commented-out root printf enabled, 4.0-4.3's lock
#                     counter from 0)
#   --sample N        every N-th mutant only (a fixed sample)
#   --ids "ID..."     these mutants only
#   --out FILE        results (default build/mutate/results.tsv)
#   -j N              parallel mutants (default: the number of cores)
#   --sshlogin LOGINS GNU parallel's --sshlogin (e.g. ":,4/me@other"):
#                     other machines run mutants too; each needs this
#                     repository, the work directory and the corpora at the
#                     same paths (a shared file system, or a copy), and
#                     python3, cc and coreutils
#   --nice N          run the mutants at this niceness (default 10)
#   --cflags FLAGS    how a mutant is compiled (default "-O0 -std=gnu89
#                     -fsigned-char -w": a fifth of -O2's compile time, most
#                     of a mutant's cost when a cheap case kills it; -O2
#                     pays for itself on corpora of long searches).  The
#                     listing itself, so compiled, must print every case's
#                     transcript, or nothing runs
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
die() { echo "mutate: $*" >&2; exit 2; }

listing=$root/umax/umax48.c published="" sample=1 ids="" out=$root/build/mutate/results.tsv
jobs=$(nproc 2> /dev/null || echo 2) sshlogin="" niceness=10 cflags="-O0 -std=gnu89 -fsigned-char -w"
while [ $# -gt 0 ]; do
    case $1 in
        --listing) listing=${2:?}; shift ;;
        --published) published=${2:?}; shift ;;
        --sample) sample=${2:?}; shift ;;
        --ids) ids=${2:?}; shift ;;
        --out) out=${2:?}; shift ;;
        -j) jobs=${2:?}; shift ;;
        --sshlogin) sshlogin=${2:?}; shift ;;
        --nice) niceness=${2:?}; shift ;;
        --cflags) cflags=${2:?}; shift ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) break ;;
    esac
    shift
done
[ $# -gt 0 ] || die "no corpus given (a directory of CASE.in, CASE.kibitz and order)"
for c in "$@"; do [ -f "$c/order" ] || die "$c: not a corpus (no order file)"; done
command -v parallel > /dev/null || die "needs GNU parallel (Debian package parallel)"
corpora=()
for c in "$@"; do corpora+=("$(cd "$c" && pwd)"); done

work=${out%.tsv}.work
mkdir -p "$work"
work=$(cd "$work" && pwd)
echo "$cflags" > "$work/cflags"
if [ -n "$published" ]; then
    # compare/listing.sh's kibitz program: the exit at end of input, the
    # kibitz line, 4.0-4.3's hash-lock counter from 0, its additions marked
    "$root/compare/listing.sh" "$published" "$work/listing-built" > /dev/null ||
        die "compare/listing.sh could not build $published"
    mv "$work/listing-built.edited.c" "$work/listing.c"
    rm -f "$work/listing-built"
else
    sed 's|/\*KIBITZ:\(.*\)\*/|\1|' "$listing" > "$work/listing.c"
fi
grep -q 'printf' "$work/listing.c" || die "no kibitz printf in the listing"

# The listing itself first, as a mutant (m0000): it must print every
# transcript, or the judge is wrong.
first=$("$here/one.sh" "$work" m0000 "${corpora[@]}")
[ "$(cut -f2 <<< "$first")" = survived ] ||
    die "the listing itself, built with $cflags, does not print every transcript: $first"
python3 "$here/mutants.py" list "$work/listing.c" > "$work/mutants.tsv" || die "mutants.py failed"
rm -rf "$work/src"; mkdir -p "$work/src"
python3 "$here/mutants.py" write "$work/listing.c" "$work/src" || die "mutants.py failed"
if [ -n "$ids" ]; then
    tr ' ' '\n' <<< "$ids" | awk 'NR == FNR { want[$1]; next } $1 in want' - "$work/mutants.tsv"
else
    awk -v n="$sample" '(NR - 1) % n == 0' "$work/mutants.tsv"
fi | cut -f1 > "$work/chosen"
total=$(wc -l < "$work/chosen")
echo "mutate: $(wc -l < "$work/mutants.tsv") mutants of $( [ -n "$published" ] && echo "$published" || echo "$listing"), running $total against ${corpora[*]}" >&2

start=$(date +%s)
# shellcheck disable=SC2046
parallel -j "$jobs" ${sshlogin:+--sshlogin "$sshlogin"} --line-buffer \
    nice -n "$niceness" "$here/one.sh" "$work" {} "${corpora[@]}" < "$work/chosen" > "$work/status.tsv"
awk -F '\t' 'NR == FNR { st[$1] = $2 "\t" $3; next } $1 in st { print $1 "\t" $2 "\t" $3 "\t" $4 "\t" $5 "\t" st[$1] }' \
    "$work/status.tsv" "$work/mutants.tsv" > "$out"
awk -F '\t' -v secs=$(( $(date +%s) - start )) '
    { n[$6]++ }
    END { k = n["killed"] + 0; s = n["survived"] + 0
          printf "mutate: %d mutants: %d killed, %d survived, %d stillborn; %d%% of those that built killed (%d s)\n",
              NR, k, s, n["stillborn"] + 0, (k + s ? 100 * k / (k + s) : 0), secs }' "$out"
