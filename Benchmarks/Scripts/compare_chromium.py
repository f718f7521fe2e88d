#!/usr/bin/env python3
"""Runs the Chromium (Blink) style benchmark and `appearance-bench` on the same workloads, in one
session, and prints the ratios per phase and size (see Benchmarks/Scripts/compare-chromium.sh).

For each size N:R it runs Benchmarks/chromium/run_bench.py with DISPLAY_MODE=contents
(which generates the workload with gen_workload.py and verifies Blink's digests), then
`swift run --package-path Benchmarks -c release --skip-build appearance-bench --workload <same
workload.json> --json` for each
of our adopter paths (--adopters, #14):

  benchnode          BenchNode trees, an outside adopter of the core written for speed
  kit                the kit's own views (generated View subclasses in a Window), one rule per call
  kit-one-function   the same, all rules recorded from one generated function, as apps write them
  kit-theme          the same, the rules from a theme file generated from the workload

The repetitions of both engines are split into rounds (--rounds, default 3) that alternate
through the session: round 1 of every size, then round 2, and so on. Each side's samples are
pooled over its rounds, so both medians cover the same stretch of this machine's noise.
"""
import math
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCHMARKS)
CHROMIUM_DIR = os.path.join(BENCHMARKS, "chromium")

PHASES = ["insert_cold", "to_dark", "to_light", "insert_warm", "reload"]
# `appearance-bench` options of each of our adopter paths.
ADOPTERS = {
    "benchnode": [],
    "kit": ["--adopter", "kit"],
    "kit-one-function": ["--adopter", "kit", "--record", "one-function"],
    "kit-theme": ["--adopter", "kit", "--rules-from", "theme"],
}
# Blink's phase for each of ours; `reload` has none: it is shown against the theme switch.
BLINK_PHASE = {"insert_cold": "insert_cold", "to_dark": "to_dark", "to_light": "to_light",
               "insert_warm": "insert_warm", "reload": "to_dark"}
TARGET_RATIO = 20.0
TARGET_LINEAR = 12.0
TARGET_RULES = 2.5
TARGET_MEMORY_MB = 25.0


def log(message):
    print(message, file=sys.stderr, flush=True)


def per_round(total, rounds):
    return max(1, math.ceil(total / rounds))


def run_blink(n, rules, args):
    config = "n%d-r%d-d%d-k%d-s%d-contents" % (n, rules, args.depth, args.classes, args.seed)
    options = ["--n", str(n), "--rules", str(rules), "--depth", str(args.depth),
               "--classes", str(args.classes), "--seed", str(args.seed),
               "--reps", str(per_round(args.blink_reps, args.rounds)),
               "--reps-large", str(per_round(args.blink_reps_large, args.rounds)),
               "--work", args.work, "--out", os.path.join(args.out, "blink")]
    if not args.trace:
        options.append("--no-trace")
    # run.sh installs Debian's chromium when it is missing (as root), then runs run_bench.py,
    # which generates (or reuses) the workload and verifies Blink's digests.
    log("blink: DISPLAY_MODE=contents run.sh " + " ".join(options))
    env = dict(os.environ, DISPLAY_MODE="contents")
    subprocess.run(["bash", os.path.join(CHROMIUM_DIR, "run.sh")] + options, check=True, env=env,
                   stdout=subprocess.DEVNULL)
    with open(os.path.join(args.out, "blink", config + ".json")) as f:
        result = json.load(f)
    workload = os.path.join(args.work, config, "workload.json")
    ok = result.get("verify", {}).get("ok")
    return result, workload, ok


def run_ours(workload, n, adopter, args):
    """One run of `appearance-bench` on `adopter`'s path, or None when the path cannot run this
    workload (a one-function recording is generated only for some workloads: the message says)."""
    command = ["swift", "run", "--package-path", BENCHMARKS, "-c", "release", "--skip-build"]
    if args.scratch_path:
        command += ["--scratch-path", args.scratch_path]
    command += ["appearance-bench", "--workload", workload, "--json"] + ADOPTERS[adopter]
    # Our repetitions take milliseconds where Blink's take seconds (a page load each), so we run
    # more of them: the median then spans seconds of this machine's noise, as Blink's does,
    # instead of a fraction of a second that one slow spell can cover.
    reps = args.reps or (31 if n <= 10000 else 21)
    command += ["--reps", str(per_round(reps, args.rounds))]
    log("ours: " + " ".join(command))
    run = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if run.returncode != 0:
        if "DIGEST MISMATCH" in run.stderr or adopter == "benchnode":
            sys.stderr.write(run.stderr)
            raise SystemExit("appearance-bench failed (%s)" % adopter)
        log("ours: %s skipped for this workload: %s" % (adopter, run.stderr.strip().splitlines()[-1:]))
        return None
    line = [l for l in run.stdout.splitlines() if l.startswith("{")][-1]
    return json.loads(line)


def median(samples):
    samples = sorted(samples)
    middle = len(samples) // 2
    return samples[middle] if len(samples) % 2 else (samples[middle - 1] + samples[middle]) / 2


def pool_ours(runs, n):
    """One report from several runs of ours on one workload: every phase's samples together."""
    pooled = dict(runs[0])
    pooled["digests_ok"] = all(run.get("digests_ok") for run in runs)
    pooled["phases"] = {}
    for phase in runs[0]["phases"]:
        samples = sorted(x for run in runs for x in run["phases"][phase]["samples_ms"])
        pooled["phases"][phase] = {"median_ms": median(samples), "min_ms": samples[0], "max_ms": samples[-1],
                                   "ns_per_view": median(samples) * 1e6 / n, "samples_ms": samples}
    pooled["peak_rss_mb"] = max(run.get("peak_rss_mb", 0) for run in runs)
    pooled["styling_rss_mb"] = max(run.get("styling_rss_mb", 0) for run in runs)
    return pooled


def pool_blink(runs):
    """One Blink result from several runs on one workload: every repetition together."""
    pooled = dict(runs[0])
    pooled["reps"] = [rep for run in runs for rep in run["reps"]]
    pooled["summary"] = {}
    for phase in runs[0]["summary"]:
        walls = [rep[phase]["wall_ms"] for rep in pooled["reps"] if rep[phase]["wall_ms"] is not None]
        pooled["summary"][phase] = {"wall_ms": {"median": median(walls), "min": min(walls), "max": max(walls),
                                                "n": len(walls)}}
    return pooled


def fmt(stats):
    return "%.2f (%.2f–%.2f)" % (stats["median"], stats["min"], stats["max"])


def ours_stats(report, phase):
    p = report["phases"][phase]
    return {"median": p["median_ms"], "min": p["min_ms"], "max": p["max_ms"]}


def blink_stats(result, phase):
    return result["summary"][phase]["wall_ms"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000:1000,100000:1000,10000:100",
                    help="comma list of N:R pairs (default: %(default)s)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--classes", type=int, default=50)
    ap.add_argument("--reps", type=int, default=None, help="our repetitions (default: 31 up to 10k views, 21 above)")
    ap.add_argument("--blink-reps", type=int, default=9)
    ap.add_argument("--blink-reps-large", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=3,
                    help="rounds the repetitions of both engines are split into, alternating (default: %(default)s)")
    ap.add_argument("--trace", action="store_true", help="also run Blink's traced repetition")
    ap.add_argument("--work", default="/tmp/chromium-style-bench", help="workload cache (shared with run_bench.py)")
    ap.add_argument("--out", default="/tmp/compare-chromium", help="where results and the report go")
    ap.add_argument("--scratch-path", default=os.environ.get("SWIFT_SCRATCH_PATH"))
    ap.add_argument("--adopters", default=",".join(ADOPTERS),
                    help="our paths, comma-separated, from %s (default: all)" % ", ".join(ADOPTERS))
    args = ap.parse_args()
    adopters = [a for a in args.adopters.split(",") if a]
    unknown = [a for a in adopters if a not in ADOPTERS]
    if unknown or not adopters:
        ap.error("--adopters: unknown %s (known: %s)" % (", ".join(unknown) or "(none given)", ", ".join(ADOPTERS)))
    os.makedirs(args.out, exist_ok=True)
    sizes = [tuple(int(x) for x in pair.split(":")) for pair in args.sizes.split(",")]

    runs = {size: {"blink": [], "ours": {a: [] for a in adopters}, "verified": True} for size in sizes}
    started = time.time()
    # Rounds alternate through the session, so that each side's samples of a size come from the
    # same stretches of the machine's noise.
    for number in range(args.rounds):
        log("round %d of %d" % (number + 1, args.rounds))
        for n, rules in sizes:
            entry = runs[(n, rules)]
            blink, workload, verified = run_blink(n, rules, args)
            entry["blink"].append(blink)
            entry["verified"] = entry["verified"] and bool(verified)
            entry["workload"] = workload
            # Our paths in turn, right after Blink's run of the same workload.
            for adopter in adopters:
                report = run_ours(workload, n, adopter, args)
                if report is not None:
                    entry["ours"][adopter].append(report)
    results = {}
    for (n, rules), entry in runs.items():
        ours = {a: pool_ours(r, n) for a, r in entry["ours"].items() if r}
        results[(n, rules)] = {"blink": pool_blink(entry["blink"]), "ours": ours,
                               "blink_verified": entry["verified"], "workload": entry["workload"]}
        for adopter, report in ours.items():
            with open(os.path.join(args.out, "ours-%s-n%d-r%d.json" % (adopter, n, rules)), "w") as f:
                json.dump(report, f, indent=1)

    lines = []
    add = lines.append
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    any_blink = next(iter(results.values()))["blink"]
    add("Blink (%s, DISPLAY_MODE=contents) vs swift-appearance, same workloads (D=%d, K=%d, seed %d), one session; "
        "%s, %d cores; %s; %.0f s" % (any_blink.get("meta", {}).get("product", "Chromium"), args.depth, args.classes,
                                     args.seed, cpu, os.cpu_count(), time.strftime("%Y-%m-%d %H:%M"), time.time() - started))
    add("")
    add("ms = median (min–max) of the repetitions, each side's pooled over %d rounds that alternate through the "
        "session (per size: Blink, then ours); ratio = Blink median / our median (target >= %.0f)." % (
            args.rounds, TARGET_RATIO))
    add("Our `reload` has no Blink phase: its ratio is against Blink's theme switch (to_dark), for reference only.")
    add("")
    add("| N | R | phase | ours | ours ms | ns/view | Blink ms | ratio | target |")
    add("|---|---|---|---|---|---|---|---|---|")
    met = {}
    for (n, rules), r in results.items():
        for phase in PHASES:
            blink = blink_stats(r["blink"], BLINK_PHASE[phase])
            label = fmt(blink) + (" (switch)" if phase == "reload" else "")
            for adopter, report in r["ours"].items():
                ours = ours_stats(report, phase)
                ratio = blink["median"] / ours["median"] if ours["median"] > 0 else float("inf")
                counted = phase != "reload" and rules == 1000
                if counted:
                    met[(adopter, n, rules, phase)] = ratio >= TARGET_RATIO
                target = ("met" if ratio >= TARGET_RATIO else "NOT met") if counted else "-"
                add("| %d | %d | %s | %s | %s | %.0f | %s | %.1f | %s |" % (
                    n, rules, phase, adopter, fmt(ours), report["phases"][phase]["ns_per_view"], label, ratio, target))
    skipped = ["%s at N=%d R=%d" % (a, n, rules) for (n, rules), r in results.items() for a in adopters if a not in r["ours"]]
    if skipped:
        add("")
        add("Not run (no generated one-function recording for the workload): " + ", ".join(skipped) + ".")
    add("")

    # Linearity in N and flatness in R.
    def scaling_table(key, small, large, target, title, headers, ratio_format):
        """One table of our large/small ratios per phase, with Blink's beside them."""
        if small not in results or large not in results:
            return
        add(title % target)
        add("")
        add("| phase | ours | %s | %s | ours ratio | Blink ratio | target |" % headers)
        add("|---|---|---|---|---|---|---|")
        for phase in PHASES:
            ba = blink_stats(results[small]["blink"], BLINK_PHASE[phase])["median"]
            bb = blink_stats(results[large]["blink"], BLINK_PHASE[phase])["median"]
            for adopter in adopters:
                if adopter not in results[small]["ours"] or adopter not in results[large]["ours"]:
                    continue
                a = ours_stats(results[small]["ours"][adopter], phase)["median"]
                b = ours_stats(results[large]["ours"][adopter], phase)["median"]
                met[(key, adopter, phase)] = b / a <= target
                add(("| %s | %s | %.2f | %.2f | " + ratio_format + " | " + ratio_format + " | %s |") % (
                    phase, adopter, a, b, b / a, bb / ba, "met" if b / a <= target else "NOT met"))
        add("")

    # Linearity in N and flatness in R.
    scaling_table("linear", (10000, 1000), (100000, 1000), TARGET_LINEAR,
                  "Linearity, 100,000 / 10,000 views at R=1000 (target <= %.0f):",
                  ("ours 10k ms", "ours 100k ms"), "%.1f")
    scaling_table("rules", (10000, 100), (10000, 1000), TARGET_RULES,
                  "Rule count, R=1000 / R=100 at 10,000 views (target <= %.1f):",
                  ("ours R=100 ms", "ours R=1000 ms"), "%.2f")
    add("Memory (RSS that styling adds to the same tree unstyled; peak RSS of the process), target <= %.0f MB at 100,000 views:" % TARGET_MEMORY_MB)
    add("")
    add("| N | R | ours | styling adds MB | unstyled tree MB | peak RSS MB | target |")
    add("|---|---|---|---|---|---|---|")
    for (n, rules), r in results.items():
        for adopter, o in r["ours"].items():
            ok = o["styling_rss_mb"] <= TARGET_MEMORY_MB
            if n >= 100000:
                met[("memory", adopter, n, rules)] = ok
            add("| %d | %d | %s | %.2f | %.2f | %.1f | %s |" % (
                n, rules, adopter, o["styling_rss_mb"], o["tree_rss_mb"], o["peak_rss_mb"],
                ("met" if ok else "NOT met") if n >= 100000 else "-"))
    add("")
    digests = all(o["digests_ok"] for r in results.values() for o in r["ours"].values())
    blink_ok = all(r["blink_verified"] for r in results.values())
    add("Digests: ours %s (expected_uikit, both trait states, every repetition); Blink %s (expected)." % (
        "OK" if digests else "MISMATCH", "OK" if blink_ok else "MISMATCH or not verified"))
    missed = [k for k, v in met.items() if not v]
    add("Targets: %d of %d met%s" % (len(met) - len(missed), len(met),
                                     "" if not missed else "; not met: " + ", ".join(" ".join(str(x) for x in k) for k in missed)))
    report = "\n".join(lines) + "\n"
    with open(os.path.join(args.out, "compare.md"), "w") as f:
        f.write(report)
    print(report)


if __name__ == "__main__":
    main()
