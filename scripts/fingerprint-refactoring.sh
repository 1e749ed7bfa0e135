#!/usr/bin/env bash
# Do an app's error fingerprints survive a refactoring? Builds the made-up app of scripts/FingerprintRefactoring twice,
# as written and as a later version edits it (-DFINGERPRINT_EDITED: enum cases reordered, added and deleted, payloads
# changed, a type and a case renamed with StablyNamedError), and prints, for each error, its fingerprint before and
# after and `(error as NSError).code` before and after, for comparison.
#
# Fails unless no compared fingerprint changed: the errors in both versions, renamed ones included. Errors the edit
# deleted or added are listed as such; fallbacks (ErrorFingerprint.isFallback) and Swift errors bridged to NSError
# before the chain sees them are shown but not counted, since their fingerprints are known to follow cases' positions.
# Both builds are also checked with ResponderChainTesting's expectFingerprints: the one as written against the frozen
# fixture scripts/FingerprintRefactoring/Fingerprints.txt, the edited one against its compared lines.
#
#   bash scripts/fingerprint-refactoring.sh            SCRATCH_PATH=… to build elsewhere than .build/fingerprint-*
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
package=scripts/FingerprintRefactoring
fixture=$package/Fingerprints.txt
scratch=${SCRATCH_PATH:-$root/.build/fingerprint-refactoring}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() { # build NAME [swift build flags…]: builds the app into its scratch path, prints the executable's path
    local name=$1
    shift
    swift build --package-path "$package" --scratch-path "$scratch-$name" "$@" >"$work/build-$name.log" 2>&1 \
        || { cat "$work/build-$name.log" >&2; echo "error: the $name build failed" >&2; exit 1; }
    echo "$(swift build --package-path "$package" --scratch-path "$scratch-$name" "$@" --show-bin-path)/FingerprintRefactoring"
}

written=$(build written)
edited=$(build edited -Xswiftc -DFINGERPRINT_EDITED)
"$written" >"$work/written.tsv"
"$edited" >"$work/edited.tsv"

failed=0
if [ ! -f "$fixture" ]; then
    echo "error: the frozen fixture $fixture is missing; the build as written writes it now: commit it" >&2
    failed=1
fi
"$written" check "$fixture" || failed=1

# label, before, after, changed?, NSError code before, after, what the edit did (or why the row is not compared)
awk -F '\t' -v OFS='\t' '
    FNR == NR { fp[$1] = $2; code[$1] = $3; kind[$1] = ($4 == "fallback" ? "fallback" : $5); order[++n] = $1; next }
    { efp[$1] = $2; ecode[$1] = $3; ekind[$1] = ($4 == "fallback" ? "fallback" : $5); eorder[++m] = $1 }
    END {
        for (i = 1; i <= n; i++) {
            l = order[i]
            if (!(l in efp)) { print l, fp[l], "-", "deleted", code[l], "-", "deleted"; continue }
            note = ekind[l] != "-" ? ekind[l] : kind[l]
            changed = fp[l] == efp[l] ? "no" : "yes"
            print l, fp[l], efp[l], changed, code[l], ecode[l], note
        }
        for (i = 1; i <= m; i++) { l = eorder[i]; if (!(l in fp)) print l, "-", efp[l], "added", "-", ecode[l], "added" }
    }' "$work/written.tsv" "$work/edited.tsv" >"$work/table.tsv"

printf '%-28s %-21s %-21s %-8s %8s %8s  %s\n' label before after changed? "NS code" "NS code" note
printf '%-28s %-21s %-21s %-8s %8s %8s  %s\n' "" "" "" "" before after ""
while IFS=$'\t' read -r label before after changed code_before code_after note; do
    printf '%-28s %-21s %-21s %-8s %8s %8s  %s\n' "$label" "$before" "$after" "$changed" "$code_before" \
        "$code_after" "$([ "$note" = - ] && echo "" || echo "$note")"
done <"$work/table.tsv"

# The compared rows: in both versions, neither a fallback nor bridged.
awk -F '\t' '$4 != "deleted" && $4 != "added" && $7 != "fallback" && $7 != "bridged"' "$work/table.tsv" \
    >"$work/compared.tsv"
compared=$(wc -l <"$work/compared.tsv")
changed=$(awk -F '\t' '$4 == "yes"' "$work/compared.tsv" | wc -l)
renamed=$(awk -F '\t' '$7 == "renamed"' "$work/compared.tsv" | wc -l)
codes=$(awk -F '\t' '$4 != "deleted" && $4 != "added" && $5 != $6' "$work/table.tsv" | wc -l)
count() { awk -F '\t' -v column="$1" -v value="$2" '$column == value' "$work/table.tsv" | wc -l; }
fallback_changed=$(awk -F '\t' '($7 == "fallback" || $7 == "bridged") && $4 == "yes"' "$work/table.tsv" | wc -l)

# The edited build, checked with the testing product against the frozen fixture's compared lines.
awk -F '\t' 'NR == FNR { keep[$1] = 1; next } /^#/ || $0 == "" || ($1 in keep)' "$work/compared.tsv" FS=' ' "$fixture" \
    >"$work/compared-fixture.txt" 2>/dev/null || true
"$edited" check "$work/compared-fixture.txt" --its-labels || failed=1

echo
echo "errors: $(wc -l <"$work/written.tsv") as written, $(wc -l <"$work/edited.tsv") edited; compared: $compared" \
    "($renamed renamed); changed: $changed"
echo "deleted: $(count 4 deleted), added: $(count 4 added); fallbacks and bridged, not compared: $(count 7 fallback)" \
    "fallback(s), $(count 7 bridged) bridged, $fallback_changed of them changed"
echo "NSError codes that shifted (of errors in both versions): $codes"
if [ "$changed" -ne 0 ] || [ "$failed" -ne 0 ]; then
    echo "FAILED: a fingerprint changed, or a fixture check failed (above)" >&2
    exit 1
fi
echo "OK: no compared fingerprint changed"
