#!/usr/bin/env bash
# A mutation score for every library module.
#
# Every integration is built (scripts/traits.sh), so that its tests run against each mutant.
#
# Each line of scripts/mutants.tsv describes one single-line semantic change ("mutant") to a source file of a library
# module: the core, ProblemDetails, the SwiftUI, UIKit and AppKit adapters and their stand-ins, the bridges and the
# testing product. This script applies them one at a time: it rebuilds, runs the whole test suite under a time limit,
# stops at the first failure, puts the file back, and prints a table (mutant, killed or survived, the test that failed
# first, how many seconds the tests ran), the score of each module and the kill ratio.
#
#   bash scripts/mutants.sh              every mutant in the list
#   bash scripts/mutants.sh ID [ID ...]  only these
#   bash scripts/mutants.sh --module M   only the mutants of Sources/M (for example ProblemDetails)
#   bash scripts/mutants.sh --check      only checks that each mutant's line is still in its file, once
#
# Environment:
#   MUTANT_FILTER      a `swift test --filter` to run instead of the whole suite, for a quicker look; the score the
#                      project records is the one against the whole suite
#   MUTANT_TIME_LIMIT  seconds a test run may take before the mutant counts as not killed in time (default: 150)
#
# The list's columns are separated by tabs: id, file, the original text (found on exactly one line of the file), the
# text that replaces it, what the change breaks, and, for a mutant that changes no observable behaviour, a note that
# starts with "equivalent:" and says why. Equivalent mutants are run too, but left out of the ratio.
#
# Never leaves a mutant behind. The original file is saved in .build/mutants before it is changed, and put back when
# the mutant has been tested, when the script exits, and when it is interrupted (Ctrl-C, TERM, HUP). A run stopped in
# a way no script can catch (kill -9) is repaired by the next run, which first puts back any file it finds saved
# (scripts/mutants-common.sh, which scripts/generated-mutants.sh shares).
#
# Exits with 0 when at least 95% of the non-equivalent mutants were killed, each within the time limit, and every
# mutant compiled; otherwise 1.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh

list=scripts/mutants.tsv
filter=${MUTANT_FILTER:-}

# The module a mutant belongs to: the folder under Sources/ ("StandIns" for the stand-ins).
module_of() {
    local rest=${1#Sources/}
    echo "${rest%%/*}"
}
limit=${MUTANT_TIME_LIMIT:-150}
report=.build/mutants/report.md
source scripts/mutants-common.sh
mutants_start .build/mutants

# Prints the number of the one line of `file` that contains `text`; fails when there is not exactly one.
line_of() {
    local file=$1 text=$2 count
    if [ ! -f "$file" ]; then
        echo "error: $file does not exist" >&2
        return 1
    fi
    count=$(grep -cF -- "$text" "$file")
    if [ "$count" != 1 ]; then
        echo "error: '$text' is on $count lines of $file, not one" >&2
        return 1
    fi
    grep -nF -- "$text" "$file" | cut -d: -f1
}

# Reads the list into parallel arrays (bash 3.2 has no associative arrays).
ids=() files=() originals=() replacements=() descriptions=() notes=()
while IFS=$'\t' read -r id file original replacement description note; do
    case "$id" in '' | '#'*) continue ;; esac
    if [ -z "$description" ]; then
        echo "error: the mutant '$id' in $list needs five columns separated by tabs" >&2
        exit 1
    fi
    ids+=("$id") files+=("$file") originals+=("$original") replacements+=("$replacement")
    descriptions+=("$description") notes+=("${note:-}")
done <"$list"

# Every mutant must still find its line, whatever is selected: the list goes stale when the code moves on.
stale=0
for i in "${!ids[@]}"; do
    line_of "${files[$i]}" "${originals[$i]}" >/dev/null || {
        echo "  (mutant ${ids[$i]})" >&2
        stale=1
    }
done
[ $stale = 0 ] || exit 1
if [ "${1:-}" = "--check" ]; then
    echo "${#ids[@]} mutants, each found on one line of its file."
    exit 0
fi

selected=()
if [ $# -eq 0 ]; then
    selected=("${!ids[@]}")
elif [ "$1" = "--module" ]; then
    for i in "${!ids[@]}"; do
        if [ "$(module_of "${files[$i]}")" = "${2:-}" ]; then selected+=("$i"); fi
    done
    if [ ${#selected[@]} -eq 0 ]; then
        echo "error: no mutant of Sources/${2:-} in $list" >&2
        exit 1
    fi
else
    for wanted in "$@"; do
        found=""
        for i in "${!ids[@]}"; do
            if [ "${ids[$i]}" = "$wanted" ]; then found=$i; fi
        done
        if [ -z "$found" ]; then
            echo "error: no mutant named '$wanted' in $list" >&2
            exit 1
        fi
        selected+=("$found")
    done
fi

run_baseline

rows=()
# One line per mutant tested, "module<TAB>outcome", for the score of each module.
outcomes=()
killed=0 survived=0 equivalent=0 stillborn=0 late=0 slowest="0.0" slowest_id=""
for i in "${selected[@]}"; do
    id=${ids[$i]} file=${files[$i]} note=${notes[$i]}
    line=$(line_of "$file" "${originals[$i]}") || exit 1
    echo "== $id: $file:$line"
    save_original "$file"
    ORIGINAL=${originals[$i]} REPLACEMENT=${replacements[$i]} awk -v n="$line" '
        NR == n {
            at = index($0, ENVIRON["ORIGINAL"])
            $0 = substr($0, 1, at - 1) ENVIRON["REPLACEMENT"] substr($0, at + length(ENVIRON["ORIGINAL"]))
        }
        { print }' "$saved_file" >"$file"
    if cmp -s "$file" "$saved_file"; then
        echo "error: the mutant $id changes nothing" >&2
        exit 1
    fi
    log="$state/$id.log"
    if ! build_tests "$log"; then
        result="does not compile" culprit="see $log" elapsed="-"
        stillborn=$((stillborn + 1))
    else
        run_tests "$log"
        case $outcome in
        failed | crashed) result=killed ;;
        passed) result=survived culprit="" ;;
        timeout) result="not killed in time" ;;
        esac
        if [ "$result" = killed ]; then
            killed=$((killed + 1))
            if awk -v a="$elapsed" -v b="$slowest" 'BEGIN { exit !(a > b) }'; then
                slowest=$elapsed slowest_id=$id
            fi
        elif [ "${note#equivalent:}" != "$note" ] && [ "$result" = survived ]; then
            result="survived (equivalent)"
            equivalent=$((equivalent + 1))
        elif [ "$result" = survived ]; then
            survived=$((survived + 1))
        else
            late=$((late + 1))
        fi
    fi
    restore
    case $result in
    killed) outcomes+=("$(module_of "$file")"$'\t'killed) ;;
    survived) outcomes+=("$(module_of "$file")"$'\t'survived) ;;
    "not killed in time") outcomes+=("$(module_of "$file")"$'\t'late) ;;
    esac
    echo "   $result${culprit:+: $culprit} (${elapsed} s)"
    if [ "${note#equivalent:}" != "$note" ]; then result="$result; $note"; fi
    culprit=${culprit//|/\\|}
    rows+=("| $id | \`$file:$line\` | ${descriptions[$i]} | $result | ${culprit:-} | $elapsed |")
done

scored=$((killed + survived + late))
{
    echo "| mutant | where | what it breaks | result | first failing test | seconds |"
    echo "|---|---|---|---|---|---|"
    for row in "${rows[@]}"; do
        echo "$row"
    done
    echo
    if [ $scored -gt 0 ]; then
        echo "Killed $killed of $scored non-equivalent mutants ($((killed * 1000 / scored / 10)).$((killed * 1000 / scored % 10))%);" \
            "$equivalent equivalent, $stillborn that do not compile, $late not killed within ${limit} s."
    fi
    [ -n "$slowest_id" ] && echo "Slowest kill: $slowest_id, ${slowest} s."
    if [ ${#outcomes[@]} -gt 0 ]; then
        echo
        echo "| module | mutants | killed | score |"
        echo "|---|---|---|---|"
        printf '%s\n' "${outcomes[@]}" | awk -F'\t' '
            { total[$1]++; if ($2 == "killed") killed[$1]++ }
            END {
                for (m in total) printf "| %s | %d | %d | %.1f%% |\n", m, total[m], killed[m], 100 * killed[m] / total[m]
            }' | sort
    fi
    echo
    echo "Tests: swift test${filter:+ --filter $filter} (${filter:+a selection, not }the whole suite), stopped at the first" \
        "failure."
} | tee "$report"
echo "(The table is also in $report.)"

if [ $stillborn -gt 0 ] || [ $late -gt 0 ] || [ $scored -eq 0 ] || [ $((killed * 100)) -lt $((scored * 95)) ]; then
    exit 1
fi
