"""The benchmark flow: Yosys synthesis and nextpnr place and route of the cores.

    from hashcores import registry
    from hashcores.bench import run_bench, write_results
    results = run_bench(registry.cores(), ["ecp5-85f-6"], seeds=3, jobs=2)
    write_results(results)        # results/bench.json, results/bench.md
    exit_status = 0 if results.ok else 1

Modules, one job each: `targets` (the devices, as data), `design` (what is synthesised),
`tools` (finding and running Yosys/nextpnr), `yosys`, `nextpnr` (one step each and their
parsers), `critpath` (nextpnr's critical path report), `cycles` (clocks per block from
simulation), `cache`, `results` (figures), `sweep` (what runs: default set, design-space
sweep), `store` (merging runs into bench.json), `records` (a record's family and
algorithm), `pareto`, `plot` (the PNG), `report` (the JSON and Markdown writers, a package),
`runner` (`run_bench`), `api` (the command). The families' report sections, named by their
declarations (`registry.Family.report_sections`): `papers` (claims vs ours) and
`design_space` (SHA-2), `keccak` (SHA-3), `luffa` (Luffa).
"""

from hashcores.bench.report import write_json, write_markdown, write_results
from hashcores.bench.results import BenchResults, Entry, median_fmax
from hashcores.bench.runner import run_bench
from hashcores.bench.targets import DEFAULT_TARGETS, TARGETS, Target, get_target

__all__ = [
    "DEFAULT_TARGETS",
    "TARGETS",
    "BenchResults",
    "Entry",
    "Target",
    "get_target",
    "median_fmax",
    "run_bench",
    "write_json",
    "write_markdown",
    "write_results",
]
