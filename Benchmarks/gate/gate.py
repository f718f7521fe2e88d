#!/usr/bin/env python3
"""A performance regression gate that wall-clock noise cannot move.

For each adopter path of `appearance-bench` (BenchNode, the kit's views with rules recorded
in code, the kit's views with rules from a theme file), this counts under Valgrind:

  * the instructions of the five timed phases alone (callgrind, collecting only inside
    `BenchmarkRunner.timedPhase`: building trees, recording rules and checking digests are
    left out, since an engine change does not touch them and their counts move with the
    binary's layout), and
  * heap allocations of whole repetitions (DHAT, which cannot count a part of a run;
    allocation counts do not depend on layout)

per view and per repetition, as the difference between a run with `--reps 3` and one with
`--reps 1` divided by 2 × the view count, so that process start-up, parsing and the first build
of the caches cancel out. The constraint solver (#44) is a fourth path, `solver`: the rounds of
`solver-bench --gate-rounds N` (a cold solve, a constant moved and back and a text-size round
trip on a chain, table rows and cards), counted inside `SolverGate.countedRound`, per view of
its screens, from 3 rounds less 1. The counts are compared with `baseline.json`; a path more than
`--tolerance` (default 3%) above its baseline fails.

    python3 Benchmarks/gate/gate.py                 # check (what CI runs)
    python3 Benchmarks/gate/gate.py --update        # write the current counts as the baseline

Needs a release build of the benchmark package (`swift build --package-path Benchmarks -c release
--product appearance-bench --product solver-bench`) and valgrind.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BASELINE = os.path.join(HERE, "baseline.json")
PATHS = {
    "benchnode": ["--adopter", "benchnode"],
    "kit": ["--adopter", "kit"],
    "kit-theme": ["--adopter", "kit", "--rules-from", "theme"],
}
# The solver's path (#44): solver-bench's SolverGate rounds, counted inside countedRound.
SOLVER = {"binary": "solver-bench", "args": ["--gate-rounds"], "toggle": "*SolverGate*countedRound*"}
# Small enough for Valgrind (a few seconds per run), large enough for every kind of rule.
WORKLOAD = ["--n", "2000", "--depth", "12", "--rules", "200", "--classes", "50", "--seed", "1"]
VIEWS = 2000


def run_valgrind(tool, binary, workload, path_args, reps, scratch, toggle="*AppearanceBenchmark*timedPhase*"):
    out = os.path.join(scratch, f"{tool}.{reps}.out")
    # Callgrind counts only inside the timed phases (see the module docstring).
    only_timed = ["--collect-atstart=no", f"--toggle-collect={toggle}"] if tool == "callgrind" else []
    command = [*path_args, str(reps)] if workload is None else \
        ["--workload", workload, "--reps", str(reps), "--warmup", "1", *path_args]
    args = ["valgrind", f"--tool={tool}", f"--{tool}-out-file={out}", *only_timed, binary, *command]
    # Swift seeds its hashing per process; fixed seeds make the counts repeatable.
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(args, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"gate: {' '.join(args)} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    if tool == "callgrind":
        match = re.search(r"Collected : (\d+)", result.stderr)
        if match is None or int(match.group(1)) == 0:
            sys.exit(f"gate: callgrind counted nothing inside {toggle} ({' '.join(args)}); "
                     "was the function renamed, or the binary stripped of its symbol table?")
        return int(match.group(1))
    match = re.search(r"Total:\s+([\d,]+) bytes in ([\d,]+) blocks", result.stderr)
    return int(match.group(2).replace(",", ""))


def measure(binary, workload, scratch):
    counts = {}
    for name, path_args in PATHS.items():
        entry = {}
        for tool, key in (("callgrind", "timed_instructions_per_view"), ("dhat", "allocations_per_view")):
            low = run_valgrind(tool, binary, workload, path_args, 1, scratch)
            high = run_valgrind(tool, binary, workload, path_args, 3, scratch)
            entry[key] = round((high - low) / (2 * VIEWS), 1)
        counts[name] = entry
        print(f"gate: {name:10} {entry['timed_instructions_per_view']:>10.1f} timed instructions/view "
              f"{entry['allocations_per_view']:>8.2f} allocations/view", flush=True)
    return counts


def measure_solver(binary, scratch):
    """The solver's counts per view of its gate rounds (see Benchmarks/SolverBench/SolverGate.swift)."""
    probe = subprocess.run([binary, *SOLVER["args"], "0"], capture_output=True, text=True)
    match = re.search(r"solver-gate views: (\d+)", probe.stdout)
    if probe.returncode != 0 or match is None:
        sys.exit(f"gate: {binary} --gate-rounds 0 did not say its views:\n{probe.stdout}\n{probe.stderr}")
    views = int(match.group(1))
    entry = {}
    for tool, key in (("callgrind", "timed_instructions_per_view"), ("dhat", "allocations_per_view")):
        low = run_valgrind(tool, binary, None, SOLVER["args"], 1, scratch, toggle=SOLVER["toggle"])
        high = run_valgrind(tool, binary, None, SOLVER["args"], 3, scratch, toggle=SOLVER["toggle"])
        entry[key] = round((high - low) / (2 * views), 1)
    print(f"gate: {'solver':10} {entry['timed_instructions_per_view']:>10.1f} timed instructions/view "
          f"{entry['allocations_per_view']:>8.2f} allocations/view", flush=True)
    return entry


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "Benchmarks", ".build", "release", "appearance-bench"))
    parser.add_argument("--tolerance", type=float, default=0.03, help="allowed growth over the baseline (0.03 = 3%%)")
    parser.add_argument("--update", action="store_true", help="write the measured counts as the new baseline")
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("gate: valgrind is missing; install it (apt-get install valgrind)")
    if not os.path.exists(options.binary):
        sys.exit(f"gate: no binary at {options.binary}; run swift build --package-path Benchmarks -c release --product appearance-bench --product solver-bench")
    with tempfile.TemporaryDirectory() as scratch:
        # Valgrind cannot read the debug information of Swift binaries; a copy without it runs
        # (keeping the symbol table, which callgrind needs to find BenchmarkRunner.timedPhase).
        binary = os.path.join(scratch, "appearance")
        subprocess.run(["strip", "--strip-debug", "-o", binary, options.binary], check=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "chromium", "gen_workload.py"),
                        *WORKLOAD, "--out", scratch], check=True, capture_output=True)
        counts = measure(binary, os.path.join(scratch, "workload.json"), scratch)
        solver = os.path.join(scratch, "solver-bench")
        subprocess.run(["strip", "--strip-debug", "-o", solver,
                        os.path.join(os.path.dirname(options.binary), SOLVER["binary"])], check=True)
        counts["solver"] = measure_solver(solver, scratch)
    if options.update:
        with open(BASELINE, "w") as file:
            json.dump(counts, file, indent=2, sort_keys=True)
            file.write("\n")
        print(f"gate: baseline written to {os.path.relpath(BASELINE, ROOT)}")
        return
    with open(BASELINE) as file:
        baseline = json.load(file)
    failures = []
    for name, entry in counts.items():
        for key, value in entry.items():
            if key not in baseline.get(name, {}):
                sys.exit(f"gate: {os.path.relpath(BASELINE, ROOT)} has no {key} for {name}; "
                         "measure one with python3 Benchmarks/gate/gate.py --update and commit it")
            limit = baseline[name][key] * (1 + options.tolerance)
            ratio = value / baseline[name][key]
            verdict = "ok" if value <= limit else "REGRESSION"
            print(f"gate: {verdict:10} {name:10} {key:22} {value:>10.1f} vs baseline {baseline[name][key]:>10.1f} ({ratio:.3f}x)")
            if value > limit:
                failures.append(f"{name} {key}")
    if failures:
        sys.exit("gate: above the baseline by more than "
                 f"{options.tolerance:.0%}: {', '.join(failures)}. If the growth is intended, "
                 "run python3 Benchmarks/gate/gate.py --update and commit baseline.json with the reason.")
    print("gate: every path within its baseline")


if __name__ == "__main__":
    main()
