#!/bin/bash
# Runs a command and says how busy the machine's processors were meanwhile and which programs used
# them: every process is read once a second (ps), so processes that live under a second are missed.
#   bash scripts/cpu-by-process.sh npx playwright test tests/e2e/trust.spec.ts
# Prints the wall time, the share of both processors in use (from /proc/stat, any process), and the
# processor seconds each program used meanwhile (more than two), most first.
set -u
samples=$(mktemp)
before=$(mktemp)
ps -eo pid=,comm=,times= > "$before"
read -r _ user nice system idle iowait irq softirq steal _ < /proc/stat
busy_before=$((user + nice + system + irq + softirq + steal))
all_before=$((busy_before + idle + iowait))
(while true; do
  ps -eo pid=,comm=,times= >> "$samples"
  sleep 1
done) &
sampler=$!
start=$(date +%s.%N)
"$@"
status=$?
kill "$sampler"
end=$(date +%s.%N)
read -r _ user nice system idle iowait irq softirq steal _ < /proc/stat
busy_after=$((user + nice + system + irq + softirq + steal))
all_after=$((busy_after + idle + iowait))
echo "wall $(echo "$end - $start" | bc) s; processors busy $(((busy_after - busy_before) * 100 / (all_after - all_before))) %"
# Each process's last reading less its reading before the command, summed by program.
awk 'FNR == NR { start[$1] = $3; next } { program[$1] = $2; seconds[$1] = $3 - start[$1] }
  END { for (pid in program) total[program[pid]] += seconds[pid]; for (name in total) if (total[name] > 2) printf "%8d s  %s\n", total[name], name }' \
  "$before" "$samples" | sort -rn | head -12
rm -f "$samples" "$before"
exit $status
