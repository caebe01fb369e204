#!/usr/bin/env bash
# Compare the digests of two result directories (e.g. two machines or two
# compiler versions).  Exit status 1 if any discipline differs.
set -euo pipefail
a="${1:?usage: check_digest.sh DIR_A DIR_B}"
b="${2:?usage: check_digest.sh DIR_A DIR_B}"
status=0
while IFS=, read -r sched _ _ _ _ _ _ digest; do
  [ "$sched" = scheduler ] && continue
  other=$(awk -F, -v s="$sched" '$1 == s { print $8 }' "$b/table2.csv")
  if [ "$other" != "$digest" ]; then
    echo "DIFF $sched: $digest vs ${other:-missing}"
    status=1
  else
    echo "same $sched $digest"
  fi
done < "$a/table2.csv"
exit $status
