#!/usr/bin/env bash
# Benchmark for `kinship generate`: writes a spec with N custom containers (default 1000),
# each with four children, two slots and two transitions, nested ten deep per chain, then
# times generation in a release build. Prints the generator's own figure (lowering,
# translation and printing) and the whole command's wall time (including YAML loading,
# validation and writing the files).
#   Examples/Benchmark/generate-benchmark.sh [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-1000}"
scratch="${KINSHIP_BENCH_SCRATCH:-.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

spec="$work/big.yaml"
{
    echo "kinship: 1"
    echo "screens:"
    echo "  Map: { class: MapViewController }"
    echo "  Info: { class: InfoViewController, title: \"Info \\\"quoted\\\"\" }"
    echo "containers:"
    for ((i = 0; i < count; i++)); do
        # Every tenth container starts a new chain; the others nest the next one.
        if (( (i + 1) % 10 != 0 && i + 1 < count )); then inner="C$((i + 1))"; else inner="Map"; fi
        cat <<YAML
  C$i:
    class: Container${i}ViewController
    layout: { kind: vertical, spacing: 8 }
    children: { a: Map, b: Info, c: $inner, d: Info }
    slots:
      top: { size: 40%, accepts: [a, b], initial: a }
      bottom: { size: fill, accepts: [c, d], initial: c }
    transitions:
      flip: { top: { show: b, from: a, animation: flipFromTop, duration: 0.2 }, bottom: { show: d, animation: crossDissolve, duration: 0.2 } }
      back: { top: { show: a, from: b, animation: flipFromBottom, duration: 0.2 }, bottom: { show: c, animation: crossDissolve, duration: 0.2 } }
YAML
    done
    echo "root: C0"
} > "$spec"

swift build -c release --scratch-path "$scratch" --product kinship >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/kinship"
start=$(date +%s%N)
"$bin" generate "$spec" -o "$work/out" --timing > /dev/null
end=$(date +%s%N)
echo "containers: $count, files: $(ls "$work/out" | wc -l)"
echo "whole command (load, validate, generate, write): $(( (end - start) / 1000000 )) ms"
