# compare/lib.sh: helpers shared by compare.sh, run-case.sh and bench.sh.
# Sourced, not run; needs only bash and awk.

# transcript_nodes FILE: the bench number of one transcript (see README.md,
# "make bench"): for every root search, the "searched" figure of its last
# kibitz line (the line just before the next board), summed.
transcript_nodes() {
    awk '/^ *-?[0-9]+ ply, / { last = $3; next }
         { if (last != "") { sum += last; last = "" } }
         END { printf "%.0f\n", sum }' "$1"
}

# children_cpu_ms SCRATCH: set CPU_MS to the CPU time (user + system, in
# ms) that the children of this shell have used so far.  The `times` builtin
# must run in this shell, not in a $(...) subshell, hence the scratch file.
children_cpu_ms() {
    local user sys
    times > "$1"
    { read -r _; read -r user sys; } < "$1"
    rm -f "$1"
    CPU_MS=$(( $(times_ms "$user") + $(times_ms "$sys") ))
}
# times_ms 1m2.345s: milliseconds, from one figure of `times`.
times_ms() {
    local t=${1%s} m s f
    m=${t%%m*}; s=${t#*m}; f=${s#*.}; s=${s%.*}
    echo $(( (10#$m * 60 + 10#$s) * 1000 + 10#$f ))
}

# program_of CMD [VERSION]: the program (the first word) of the command
# line CMD, %V replaced by VERSION.
program_of() {
    local cmd=${1//%V/${2-}}
    echo "${cmd%% *}"
}

# default_versions: the versions the Makefile builds (its VERSIONS line),
# "40 42 43 48" when it cannot be read.
default_versions() {
    local v
    # shellcheck disable=SC2154  # root: set by the script that sources this
    v=$(sed -n 's/^VERSIONS *:= *//p' "$root/Makefile" 2>/dev/null)
    echo "${v:-40 42 43 48}"
}
