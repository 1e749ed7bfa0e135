#!/usr/bin/env bash
# Mutants no one chose: runs a seeded sample of the generated mutants (Mutants/, see its README) against the whole
# suite, one at a time, as scripts/mutants.sh runs the hand-written ones: each applied alone, the package rebuilt
# with every integration's trait (scripts/traits.sh), the test bundle run as `swift test` runs it until its first
# failure under a time limit, the file put back.
#
#   bash scripts/generated-mutants.sh [options]            runs what the sample still needs, appending to the results
#   bash scripts/generated-mutants.sh --plan [options]     prints what a run would do next, and runs nothing
#   bash scripts/generated-mutants.sh --check [options]    only checks that every listed mutant's bytes are in place
#   bash scripts/generated-mutants.sh --report [--sample FILE] [--equivalent FILE] [RESULTS ...]
#                                                          the score per module and per operator, from every results
#                                                          file given (default: scripts/generated-mutants-results*.tsv)
# Options:
#   --sample FILE      the sample `swift run --package-path Mutants mutants sample` wrote
#                      (default: scripts/generated-mutants-sample.tsv)
#   --results FILE     where the outcomes are appended (default: scripts/generated-mutants-results.tsv, or
#                      scripts/generated-mutants-results.K-of-N.tsv for a shard)
#   --shard K/N        only this shard's part: within each module, the mutants ranked K, K+N, K+2N, …; each shard
#                      fills its own part of the module's quota from its own spares, so N machines together run the
#                      whole sample, and their results files together are its results
#   --equivalent FILE  the mutants found to change no behaviour, each with why
#                      (default: scripts/generated-mutants-equivalent.tsv)
#   --module NAME      only this module's mutants
#   --limit N          stop after N mutants
#   --no-baseline      skip building and running the unchanged suite first (it must pass: the first run should not
#                      skip it)
#
# Environment:
#   MUTANT_TIME_LIMIT  seconds the tests may run against one mutant (default: 180); a mutant still running then is
#                      recorded as "timeout", and counts as a survivor
#   MUTANT_FILTER      a `swift test --filter`, for a quicker look; the score is the whole suite's
#
# Resumable: a mutant whose id is in the results file is not run again, so a run stopped for any reason goes on where
# it stopped when started again. Each module needs its quota of mutants that compile: a mutant that does not compile
# is recorded as "did-not-compile" and replaced by the module's next one in the sample's random order (its spares).
# Each line of the results: id, module, operator, outcome (killed, survived, timeout, did-not-compile), seconds the
# tests ran, and the first failing test. scripts/generated-mutants-equivalent.tsv lists the survivors found to change
# no behaviour (id, then why); they are left out of the score. A listed mutant that a results file records as killed
# is not equivalent: the report, and a run at its end, name each one on an `error:` line and exit with status 1, so
# that the list is corrected (the mutant taken off it) or the kill is looked into (a test that failed for another
# reason).
#
# Applying a mutant replaces its byte range in its file, after checking that the bytes there are still the ones the
# sample recorded; when they are not, the sample is stale: draw it again. Never leaves a mutant behind: the file is
# saved in .build/generated-mutants first and put back after each mutant, on exit, on Ctrl-C, TERM and HUP, and by the
# next run of this script or scripts/mutants.sh after a kill -9 (scripts/mutants-common.sh). CI does not run it.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/traits.sh

mode=run
sample=scripts/generated-mutants-sample.tsv
results=""
equivalent=scripts/generated-mutants-equivalent.tsv
shard_k=1 shard_n=1 sharded=""
only_module=""
max=""
baseline=yes
report_files=()
while [ $# -gt 0 ]; do
    case $1 in
    --plan) mode=plan ;;
    --check) mode=check ;;
    --report) mode=report ;;
    --sample) sample=$2 && shift ;;
    --results) results=$2 && shift ;;
    --equivalent) equivalent=$2 && shift ;;
    --shard)
        if ! [[ $2 =~ ^([0-9]+)/([0-9]+)$ ]] || [ "${BASH_REMATCH[1]}" -lt 1 ] ||
            [ "${BASH_REMATCH[1]}" -gt "${BASH_REMATCH[2]}" ]; then
            echo "error: --shard takes K/N with 1 <= K <= N" >&2
            exit 2
        fi
        shard_k=${BASH_REMATCH[1]} shard_n=${BASH_REMATCH[2]} sharded=yes
        shift
        ;;
    --module) only_module=$2 && shift ;;
    --limit) max=$2 && shift ;;
    --no-baseline) baseline="" ;;
    -*)
        echo "error: unknown option $1 (the header of $0 lists them)" >&2
        exit 2
        ;;
    *)
        if [ $mode != report ]; then
            echo "error: unexpected $1 (the header of $0 lists the options)" >&2
            exit 2
        fi
        report_files+=("$1")
        ;;
    esac
    shift
done
if [ -z "$results" ]; then
    results=scripts/generated-mutants-results.tsv
    [ -n "$sharded" ] && results=scripts/generated-mutants-results.$shard_k-of-$shard_n.tsv
fi

# Fields of the lines passed between awk and bash are separated by the unit separator, not a tab: `read` would
# merge the empty fields of tab-separated ones (an empty replacement, say).
us=$'\x1f'

# Fails, with an `error:` line for each, when a mutant listed as equivalent is recorded as killed in the results files
# given (a mutant in several counts with its last outcome, as in the report): a test kills it, so it is not
# equivalent. A failing test whose target does not link the mutant's module, even through other targets (read from
# `swift package dump-package`), cannot have seen the mutant: that failure is the test's own, a flake to look into,
# and is named on a `warning:` line instead. Returns at once when there is no list.
fail_on_killed_equivalents() { # results files...
    [ -f "$equivalent" ] || return 0
    local killed
    killed=$(awk -F'\t' -v equivalent_file="$equivalent" '
        FILENAME == equivalent_file {
            if ($0 !~ /^#/ && $1 != "") equivalent[$1] = 1
            next
        }
        /^#/ || $1 == "" { next }
        {
            if (!($1 in outcome)) ids[++count] = $1
            outcome[$1] = $4; module[$1] = $2; culprit[$1] = $6; source[$1] = FILENAME
        }
        END {
            for (i = 1; i <= count; i++) {
                id = ids[i]
                if (outcome[id] == "killed" && id in equivalent)
                    printf "%s\t%s\t%s\t%s\n", id, module[id], source[id], culprit[id]
            }
        }' "$equivalent" "$@")
    [ -z "$killed" ] && return 0
    # Each: `error:` for a real kill, `warning:` for a failure in a test target that cannot link the module.
    killed=$(swift package dump-package 2>/dev/null | python3 -c '
import json, os, re, sys
manifest = json.load(sys.stdin)
dependencies = {}
for target in manifest["targets"]:
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    dependencies[target["name"]] = names
def links(target, module, seen=()):
    return target == module or any(
        links(name, module, seen + (target,)) for name in dependencies.get(target, []) if name not in seen)
def targets_of(test_file):
    return sorted(target for target in os.listdir("Tests")
                  if any(test_file in files for _, _, files in os.walk(os.path.join("Tests", target))))
equivalent_file = sys.argv[1]
for line in sys.argv[2].splitlines():
    mutant, module, source, culprit = (line.split("\t") + ["", "", "", ""])[:4]
    found = re.search(r"\(([A-Za-z0-9_+]+\.swift):[0-9]+\)", culprit)
    targets = targets_of(found.group(1)) if found else []
    if targets and not any(links(target, module) for target in targets):
        target = " or ".join(targets)
        print(f"warning: {mutant} was recorded as killed in {source} by {target}, which does not link {module}:"
              f" the test failed on its own (a flake to look into), so the mutant stays equivalent ({culprit})")
    else:
        culprit = culprit or "not recorded"
        print(f"error: {mutant} is listed as equivalent in {equivalent_file}, but was killed in {source}"
              f" (first failing test: {culprit})")
' "$equivalent" "$killed") || { echo "error: could not read which test targets link which modules" >&2; exit 1; }
    grep '^warning:' <<<"$killed" >&2
    killed=$(grep '^error:' <<<"$killed")
    [ -z "$killed" ] && return 0
    printf '%s\n' "$killed" >&2
    echo "error: $(printf '%s\n' "$killed" | wc -l | tr -d ' ') mutant(s) listed as equivalent were killed: take" \
        "each off $equivalent if a test really kills it, or find out why the test failed" >&2
    exit 1
}

# --report: the score per module and per operator, from results files, leaving out the equivalents.
if [ $mode = report ]; then
    if [ ${#report_files[@]} -eq 0 ]; then
        for file in scripts/generated-mutants-results*.tsv; do
            [ -f "$file" ] && report_files+=("$file")
        done
    fi
    if [ ${#report_files[@]} -eq 0 ]; then
        echo "error: no results file (scripts/generated-mutants-results*.tsv, or name them)" >&2
        exit 1
    fi
    [ -f "$sample" ] || sample=/dev/null
    [ -f "$equivalent" ] || equivalent=/dev/null
    awk -F'\t' -v sample_file="$sample" -v equivalent_file="$equivalent" '
        function score(killed, scored) { return scored > 0 ? sprintf("%.1f%%", 100 * killed / scored) : "–" }
        FILENAME == sample_file {
            if ($0 ~ /^#/) next
            if (!($2 in order)) { order[$2] = ++modules; names[modules] = $2 }
            if ($4 == "quota") quota[$2]++
            next
        }
        FILENAME == equivalent_file {
            if ($0 !~ /^#/ && $1 != "") equivalent[$1] = $2
            next
        }
        /^#/ || $1 == "" { next }
        {
            # A mutant run twice (in two results files, say) counts once, with its last outcome.
            if (!($1 in outcome)) ids[++count] = $1
            outcome[$1] = $4; module[$1] = $2; operator[$1] = $3
        }
        END {
            for (i = 1; i <= count; i++) {
                id = ids[i]; m = module[id]; o = operator[id]; r = outcome[id]
                if (!(m in order)) { order[m] = ++modules; names[modules] = m }
                if (!(o in seen_operator)) { seen_operator[o] = 1; operators[++operator_count] = o }
                if (r == "did-not-compile") { stillborn[m]++; op_stillborn[o]++; continue }
                run[m]++; op_run[o]++
                if (r == "killed") { killed[m]++; op_killed[o]++ }
                else if (id in equivalent) { equivalents[m]++; op_equivalents[o]++ }
                else if (r == "timeout") { late[m]++; op_late[o]++ }
                else { survived[m]++; op_survived[o]++ }
            }
            print "| module | quota | mutants | killed | survived | timeout | equivalent | did not compile | score |"
            print "|---|---|---|---|---|---|---|---|---|"
            for (i = 1; i <= modules; i++) {
                m = names[i]
                if (!(m in run) && !(m in stillborn)) continue
                printf "| %s | %s | %d | %d | %d | %d | %d | %d | %s |\n", m, (m in quota) ? quota[m] : "–", run[m],
                    killed[m], survived[m], late[m], equivalents[m], stillborn[m],
                    score(killed[m], run[m] - equivalents[m])
                total_run += run[m]; total_killed += killed[m]; total_survived += survived[m]; total_late += late[m]
                total_equivalents += equivalents[m]; total_stillborn += stillborn[m]; total_quota += quota[m]
            }
            printf "| **all** | %d | %d | %d | %d | %d | %d | %d | %s |\n", total_quota, total_run, total_killed,
                total_survived, total_late, total_equivalents, total_stillborn,
                score(total_killed, total_run - total_equivalents)
            print ""
            print "| operator | mutants | killed | survived | timeout | equivalent | did not compile | score |"
            print "|---|---|---|---|---|---|---|---|"
            for (i = 1; i <= operator_count; i++) {
                o = operators[i]
                printf "| %s | %d | %d | %d | %d | %d | %d | %s |\n", o, op_run[o], op_killed[o], op_survived[o],
                    op_late[o], op_equivalents[o], op_stillborn[o], score(op_killed[o], op_run[o] - op_equivalents[o])
            }
            print ""
            print "mutants: those that compiled and ran; a timeout counts as a survivor;",
                "score: killed / (mutants - equivalent)."
        }' "$sample" "$equivalent" "${report_files[@]}"
    fail_on_killed_equivalents "${report_files[@]}"
    exit 0
fi

if [ ! -f "$sample" ]; then
    echo "error: no sample at $sample; draw one with:" \
        "swift run --package-path Mutants mutants sample --seed HEX --total 300" >&2
    exit 1
fi
if [ -n "$max" ] && ! [[ $max =~ ^[0-9]+$ ]]; then
    echo "error: --limit takes a number" >&2
    exit 2
fi

# This shard's rows of the sample (of one module, with --module), each as its fields joined by the unit separator.
own_rows() {
    awk -F'\t' -v k="$shard_k" -v n="$shard_n" -v only="$only_module" -v OFS="$us" '
        /^#/ || $1 == "" { next }
        only != "" && $2 != only { next }
        ($3 - 1) % n != k - 1 { next }
        { $1 = $1; print }' "$sample"
}

# The rows this shard still has to run, in the order it runs them, supposing each compiles: within each module, the
# first mutants not in the results, as many as its quota still needs; across modules, by rank (so that a run stopped
# early has about as many of each module).
pending_rows() {
    local done_file=$results
    [ -f "$done_file" ] || done_file=/dev/null
    own_rows | awk -F"$us" -v done_file="$done_file" -v OFS="$us" '
        BEGIN {
            while ((getline line < done_file) > 0) {
                if (line ~ /^#/) continue
                split(line, fields, "\t")
                outcome[fields[1]] = fields[4]
            }
        }
        {
            m = $2
            if (!(m in order)) { order[m] = ++modules; names[modules] = m }
            if ($4 == "quota") quota[m]++
            if ($1 in outcome) {
                if (outcome[$1] != "did-not-compile") compiled[m]++
                next
            }
            pending[m, ++pending_count[m]] = $0
            rank[m, pending_count[m]] = $3
        }
        END {
            for (i = 1; i <= modules; i++) {
                m = names[i]
                need = quota[m] - compiled[m]
                for (j = 1; j <= pending_count[m] && j <= need; j++) print rank[m, j], i, pending[m, j]
                if (need > pending_count[m]) {
                    printf "warning: %s needs %d more mutants that compile, and the sample has only %d left for %s; %s\n",
                        m, need, pending_count[m], "this shard", "draw it with more spares" > "/dev/stderr"
                }
            }
        }' | sort -t"$us" -k1,1n -k2,2n | cut -d"$us" -f3-
}

# Whether the bytes `start..<end` of `file` are `original` (escaped as in the sample).
in_place() { # file start end original
    [ -f "$1" ] && cmp -s <(printf '%b' "$4") <(tail -c +$(($2 + 1)) "$1" | head -c $(($3 - $2)))
}

stale() { # file line id
    echo "error: the sample is stale: $1:$2 no longer holds what mutant $3 replaces; draw the sample again" >&2
}

# Checks that the bytes each of this shard's mutants replaces are still in its file.
check_rows() {
    local stale=0 count=0 id module rank role file line op start end original rest
    while IFS="$us" read -r id module rank role file line op start end original rest; do
        count=$((count + 1))
        if ! in_place "$file" "$start" "$end" "$original"; then
            stale "$file" "$line" "$id"
            stale=1
        fi
    done < <(own_rows)
    [ $stale = 0 ] || exit 1
    checked=$count
}

if [ $mode = check ]; then
    check_rows
    echo "$checked mutants of $sample${only_module:+ ($only_module)}${sharded:+ (shard $shard_k/$shard_n)}," \
        "each found in place."
    exit 0
fi

if [ $mode = plan ]; then
    echo "The mutants this run would test, in order, if each compiles (id, module, rank, operator, where):"
    pending_rows | awk -F"$us" '{ printf "  %s\t%s\t#%s\t%s\t%s:%s\n", $1, $2, $3, $7, $5, $6 }'
    exit 0
fi

limit=${MUTANT_TIME_LIMIT:-180}
filter=${MUTANT_FILTER:-}
source scripts/mutants-common.sh
mutants_start .build/generated-mutants

check_rows
mkdir -p "$(dirname "$results")"
if [ ! -f "$results" ]; then
    {
        echo "# Outcomes of the generated mutants of $sample${sharded:+, shard $shard_k/$shard_n}:" \
            "written by scripts/generated-mutants.sh."
        echo "#id	module	operator	outcome	seconds	first failing test"
    } >"$results"
fi

if [ -z "$(pending_rows 2>/dev/null | head -n 1)" ]; then
    pending_rows >/dev/null
    echo "Nothing left to run: every mutant this run needs is in $results." \
        "The scores: bash scripts/generated-mutants.sh --report"
    fail_on_killed_equivalents "$results"
    exit 0
fi

if [ -n "$baseline" ]; then
    run_baseline
fi

ran=0
while [ -z "$max" ] || [ $ran -lt "$max" ]; do
    row=$(pending_rows 2>/dev/null | head -n 1)
    [ -n "$row" ] || break
    IFS="$us" read -r id module rank role file line op start end original replacement description <<<"$row"
    echo "== $id ($module #$rank, $op): $file:$line: $(printf '%b' "$description")"
    # The bytes were checked at the start; check them again, in case the file changed since.
    if ! in_place "$file" "$start" "$end" "$original"; then
        stale "$file" "$line" "$id"
        exit 1
    fi
    save_original "$file"
    {
        head -c "$start" "$saved_file"
        printf '%b' "$replacement"
        tail -c +$((end + 1)) "$saved_file"
    } >"$file"
    log="$state/$id.log"
    if ! build_tests "$log"; then
        result=did-not-compile elapsed="-" culprit=""
    else
        run_tests "$log"
        case $outcome in
        failed | crashed) result=killed ;;
        passed) result=survived culprit="" ;;
        timeout) result=timeout ;;
        esac
    fi
    restore
    culprit=${culprit//$'\t'/ }
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$module" "$op" "$result" "$elapsed" "$culprit" >>"$results"
    echo "   $result${culprit:+: $culprit} (${elapsed} s)"
    ran=$((ran + 1))
done

# A module whose spares ran out before its quota: the warning says which.
pending_rows >/dev/null
echo "$ran mutants run; outcomes in $results. The scores: bash scripts/generated-mutants.sh --report"
fail_on_killed_equivalents "$results"
