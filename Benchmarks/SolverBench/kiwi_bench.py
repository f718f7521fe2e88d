#!/usr/bin/env python3
"""Kiwi's side of solver-bench: the same screen-shaped constraint systems, solved by Kiwi.

`solver-bench` writes each screen as JSON (by default to /tmp/solver-bench/SHAPE-VIEWS.json)
and, with `--compare-kiwi`, runs this script on it in the same run. It can also run on its own:

    python3 Benchmarks/SolverBench/kiwi_bench.py /tmp/solver-bench/chain-100.json /tmp/solver-bench/table-1000.json

A system holds its constraints by variable index (`sum(coefs[i] * x[vars[i]]) + constant op 0`,
`strength` a Kiwi weight, absent for required), one moving constant (`constant_change`), the text
heights (`text_size_change`), the repetitions of each phase, and AppearanceSolver's values of a
sample of variables (`check`), which Kiwi's must match.

The phases, as solver-bench runs them on its side:

  * cold: a new solver and every constraint added;
  * constant: the one constant moved and back. Kiwi cannot move a constant, so each change is
    removeConstraint of the constraint and addConstraint of a copy with the other constant;
  * text_up, text_down: every text height scaled by 1.25, and back. Kiwi does each as a new
    solver with every constraint, the text heights at their new constants: removing and adding
    each one costs more (text_down is then a cold solve again).

Only the solver's calls are timed: constraints are made beforehand, values read after
(updateVariables), and a replaced solver is freed outside the timing.
"""
import argparse, json, statistics, sys, time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwi_bench: kiwisolver is not installed for this python3 (pip install kiwisolver)")


def make(variables, item, constant=None):
    terms = [kiwi.Term(variables[index], coefficient) for index, coefficient in zip(item["vars"], item["coefs"])]
    expression = kiwi.Expression(terms, item["constant"] if constant is None else constant)
    strength = item.get("strength")
    return kiwi.Constraint(expression, item["op"], "required" if strength is None else strength)


def solve(constraints):
    """A new solver with `constraints`, and the seconds it took."""
    start = time.perf_counter_ns()
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    return solver, (time.perf_counter_ns() - start) * 1e-9


class Checker:
    """Compares Kiwi's values of the sampled variables with AppearanceSolver's."""

    def __init__(self, system, variables):
        self.check = system["check"]
        self.variables = [variables[index] for index in self.check["variables"]]
        self.compared = 0
        self.mismatches = []

    def compare(self, solver, phase):
        expected = self.check.get(phase) or []
        if not expected:
            return
        solver.updateVariables()
        for name, variable, ours in zip(self.check["names"], self.variables, expected):
            value = variable.value()
            self.compared += 1
            if abs(value - ours) > 1e-6 * max(1.0, abs(ours)):
                self.mismatches.append(f"{phase}: {name} is {value} in Kiwi, {ours} in AppearanceSolver")


def measure(system):
    variables = [kiwi.Variable(f"x{index}") for index in range(system["variables"])]
    items = system["constraints"]
    base = [make(variables, item) for item in items]
    repetitions = system["repetitions"]
    checker = Checker(system, variables)
    phases = {}

    solver = None
    cold = []
    for _ in range(repetitions["cold"]):
        fresh, seconds = solve(base)
        cold.append(seconds)
        solver = fresh
    if cold:
        phases["cold"] = {"seconds": cold}
        checker.compare(solver, "cold")

    change = system["constant_change"]
    moving = change["constraint"]
    if solver is not None and repetitions["constant"] > 0:
        versions = {"base": base[moving], "changed": make(variables, items[moving], change["changed"])}
        current = "base"
        times = []
        for repetition in range(repetitions["constant"]):
            target = "changed" if repetition % 2 == 0 else "base"
            start = time.perf_counter_ns()
            solver.removeConstraint(versions[current])
            solver.addConstraint(versions[target])
            times.append((time.perf_counter_ns() - start) * 1e-9)
            current = target
            if repetition == 0:
                checker.compare(solver, "constant")
        if current != "base":
            solver.removeConstraint(versions[current])
            solver.addConstraint(versions["base"])
        phases["constant"] = {"seconds": times}

    if repetitions["text"] > 0:
        grown = list(base)
        for text in system["text_size_change"]:
            grown[text["constraint"]] = make(variables, items[text["constraint"]], text["changed"])
        for trip in range(repetitions["text"]):
            for phase, constraints in (("text_up", grown), ("text_down", base)):
                fresh, seconds = solve(constraints)
                phases.setdefault(phase, {"seconds": []})["seconds"].append(seconds)
                if trip == 0 and phase == "text_up":
                    checker.compare(fresh, "text")
                solver = fresh

    return {"shape": system["shape"], "views": system["views"], "constraints": len(items), "phases": phases,
            "checked": checker.compared, "mismatches": checker.mismatches, "kiwi": kiwi.__version__}


def format_seconds(seconds):
    if seconds >= 1:
        value, unit = seconds, "s"
    elif seconds >= 1e-3:
        value, unit = seconds * 1e3, "ms"
    else:
        value, unit = seconds * 1e6, "µs"
    decimals = 0 if value >= 100 else 1 if value >= 10 else 2
    return f"{value:.{decimals}f} {unit}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("systems", nargs="+", help="systems written by solver-bench")
    parser.add_argument("--out", help="write the results as JSON (one object for one system, else a list)")
    parser.add_argument("--quiet", action="store_true", help="print no table (solver-bench prints its own)")
    options = parser.parse_args()
    results = []
    for path in options.systems:
        with open(path) as file:
            results.append(measure(json.load(file)))
    if options.out:
        with open(options.out, "w") as file:
            json.dump(results[0] if len(results) == 1 else results, file)
    if not options.quiet:
        print(f"Kiwi {kiwi.__version__}; medians (min–max, runs)")
        for result in results:
            for phase in ("cold", "constant", "text_up", "text_down"):
                samples = result["phases"].get(phase, {}).get("seconds")
                shown = "not run" if not samples else (
                    f"{format_seconds(statistics.median(samples))} ({format_seconds(min(samples))}–"
                    f"{format_seconds(max(samples))}, {len(samples)})")
                print(f"{result['shape']:6} {result['views']:>6} {result['constraints']:>7}  {phase:10} {shown}")
            verdict = "agree" if not result["mismatches"] else "MISMATCH: " + "; ".join(result["mismatches"][:5])
            print(f"check {result['shape']} {result['views']}: {result['checked']} sampled values {verdict}")
    # With --out the caller reads the mismatches (solver-bench reports them and fails).
    if not options.out and any(result["mismatches"] for result in results):
        sys.exit(1)


if __name__ == "__main__":
    main()
