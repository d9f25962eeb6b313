#!/usr/bin/env bash
# Flow-analysis benchmark (not a test): explores one synthetic container with
# CHILDREN^SLOTS reachable configurations (default 16^5 = 1,048,576) in a release build and
# prints configurations per second and bytes per stored configuration.
#
# Each slot cycles through its children with guarded `next` transitions (80 transitions, 5
# enabled in any configuration), so every configuration is reachable and the graph is strongly
# connected: no-way-back, unreachable-child and dead-transition all do their full work.
#
#   scripts/bench-flow.sh                 # 16^5 configurations
#   SLOTS=6 CHILDREN=12 scripts/bench-flow.sh
#   KINSHIP_SCRATCH=/tmp/kflow-build scripts/bench-flow.sh   # build elsewhere
set -euo pipefail
cd "$(dirname "$0")/.."

slots=${SLOTS:-5}
children=${CHILDREN:-16}
total=1
for ((s = 0; s < slots; s++)); do total=$((total * children)); done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
spec="$work/synthetic.yaml"

{
    echo "kinship: 1"
    echo "screens:"
    echo "  Page: { class: PageViewController }"
    echo "containers:"
    echo "  Synthetic:"
    echo "    layout: overlay"
    echo "    children:"
    for ((s = 0; s < slots; s++)); do
        for ((c = 0; c < children; c++)); do echo "      p${s}_${c}: Page"; done
    done
    echo "    slots:"
    for ((s = 0; s < slots; s++)); do
        accepts=$(for ((c = 0; c < children; c++)); do printf 'p%d_%d, ' "$s" "$c"; done)
        echo "      s${s}: { accepts: [${accepts%, }], initial: p${s}_0 }"
    done
    echo "    transitions:"
    for ((s = 0; s < slots; s++)); do
        for ((c = 0; c < children; c++)); do
            echo "      next${s}_${c}: { s${s}: { show: p${s}_$(((c + 1) % children)), from: p${s}_${c} } }"
        done
    done
    echo "root: Synthetic"
} > "$spec"

scratch=()
if [ -n "${KINSHIP_SCRATCH:-}" ]; then scratch=(--scratch-path "$KINSHIP_SCRATCH"); fi
swift build -c release "${scratch[@]}" --product kinship >&2
bin=$(swift build -c release "${scratch[@]}" --show-bin-path)

echo "synthetic container: $slots slots x $children children = $total configurations" >&2
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
"$bin/kinship" explore "$spec" --stats --max-states $((total + 1))
