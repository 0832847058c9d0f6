#!/usr/bin/env bats
# The README's example of the friendly mode is what the program prints:
# the test reads the example from README.md (the fenced block after the
# marker comment), runs its command with the lines the player types (the
# line after each "... to move."), and compares every other line, the
# times masked.  So it follows whatever the README shows, and fails when
# the README and the program disagree.  One engine move at the default
# budget: about 2 s of CPU.

load lib/common

setup_file() { build_targets build/readable48; }   # make play's default version

setup() { to_top; }

# The example block: the lines of the first ```text block after the marker.
example() {
    awk '/^<!-- tests\/readme-example.bats/ { marked = 1; next }
         marked && /^```text$/ { inside = 1; next }
         inside && /^```$/ { exit }
         inside' README.md
}

# Times vary: "in 1.64 s." and "Time used: White 0:05, Black 0:02."
mask_times() {
    sed -E 's/ in [0-9]+\.[0-9][0-9] s\.$/ in T s./;
            s/^Time used: White [0-9]+:[0-9][0-9], Black [0-9]+:[0-9][0-9]\.$/Time used: White T, Black T./'
}

@test "readme example: the friendly mode prints what README.md shows" {
    local block command typed expected
    block=$(example)
    [ -n "$block" ]
    command=$(head -1 <<< "$block")
    [[ "$command" == '$ '* ]]
    command=${command#\$ }
    # the typed lines follow "... to move."; everything else is output
    typed=$(tail -n +2 <<< "$block" | awk 'after { print } { after = /to move\.$/ }')
    expected=$(tail -n +2 <<< "$block" | awk '!after { print } { after = /to move\.$/ }' | mask_times)
    [ -n "$typed" ]
    # (MAKEFLAGS=s: make prints no command lines, as when it is up to date)
    run bash -c "printf '%s\n' \"\$1\" | MAKEFLAGS=s $command 2>&1 | head -n $(wc -l <<< "$expected")" _ "$typed"
    [ "$status" -eq 0 ]
    diff <(mask_times <<< "$output") <(printf '%s\n' "$expected")
}
