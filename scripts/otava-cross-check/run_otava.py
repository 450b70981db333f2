#!/usr/bin/env python3
"""Runs Apache Otava's own change-point analysis on every vector of
test/fixtures/change-points/vectors.json and writes its results, and whether ours agree, into it.

For each vector it calls otava.analysis.compute_change_points(values, window_len, max_pvalue,
min_magnitude) as Otava ships it ('otava'), and the same split followed by Otava's merge with one
line changed: after removing a weak change point it re-tests the two points that were its
neighbours (now at i-1 and i) instead of the points at i and i+1 ('otavaNeighbourFix'; that is
the form src/stats/e-divisive.ts implements, see its top comment).

Otava's source is read from a git directory (a clone or a bare mirror of apache/otava): the files
otava/analysis.py and otava/change_point_divisive/*.py of the given revision are written to a
temporary folder and imported from there; nothing is installed. It needs numpy and scipy only.

    python3 scripts/otava-cross-check/run_otava.py [--otava-git DIR] [--rev REV] [--vectors FILE]

DIR defaults to $OTAVA_GIT, else /work/.mirror/apache+otava/repo; REV to HEAD.
"""

import argparse
import importlib
import json
import math
import os
import platform
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_VECTORS = os.path.normpath(os.path.join(HERE, "..", "..", "test", "fixtures", "change-points", "vectors.json"))
FILES = [
    "otava/analysis.py",
    "otava/change_point_divisive/__init__.py",
    "otava/change_point_divisive/base.py",
    "otava/change_point_divisive/calculator.py",
    "otava/change_point_divisive/detector.py",
    "otava/change_point_divisive/significance_test.py",
]
# Agreement of statistics: relative difference allowed between our p-values / means and Otava's
# (sums are taken in another order, and the t tail comes from another incomplete-beta routine).
P_TOLERANCE = 1e-6
MEAN_TOLERANCE = 1e-9


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True).stdout


def load_otava(git_dir, rev, into):
    commit = git(git_dir, "rev-parse", rev + "^{commit}").decode().strip()
    for path in FILES:
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(git(git_dir, "show", commit + ":" + path))
    sys.path.insert(0, into)
    return importlib.import_module("otava.analysis"), commit


def merge_neighbour_fix(analysis, change_points, series, max_pvalue, min_magnitude):
    """Otava's merge() with the neighbours of the removed point re-tested (i-1 and i, not i and i+1)."""
    tester = analysis.TTestSignificanceTester(max_pvalue)
    while change_points:
        weakest_cp = max(change_points, key=lambda c: c.stats.pvalue)
        if weakest_cp.stats.pvalue < max_pvalue:
            weakest_cp = min(change_points, key=lambda c: c.stats.change_magnitude())
            if weakest_cp.stats.change_magnitude() > min_magnitude:
                return change_points
        weakest_cp_index = change_points.index(weakest_cp)
        del change_points[weakest_cp_index]
        intervals = tester.get_intervals(change_points)

        def recompute(index):
            if index < 0 or index >= len(change_points):
                return
            cp = change_points[index]
            change_points[index] = tester.change_point(cp.to_candidate(), series, intervals)

        recompute(weakest_cp_index - 1)  # Otava: recompute(weakest_cp_index)
        recompute(weakest_cp_index)  # Otava: recompute(weakest_cp_index + 1)
    return change_points


def points(change_points):
    return [
        {
            "index": int(c.index),
            "pValue": float(c.stats.pvalue),
            "before": float(c.stats.mean_1),
            "after": float(c.stats.mean_2),
        }
        for c in change_points
    ]


def rel(a, b):
    if a == b:
        return 0.0
    return abs(a - b) / max(abs(a), abs(b))


def compare(ours, theirs):
    same_indices = [p["index"] for p in ours] == [p["index"] for p in theirs]
    if not same_indices:
        return {"sameIndices": False, "sameStats": False, "maxRelDiffP": None, "maxRelDiffMean": None}
    dp = max([rel(a["pValue"], b["pValue"]) for a, b in zip(ours, theirs)], default=0.0)
    dm = max([max(rel(a["before"], b["before"]), rel(a["after"], b["after"])) for a, b in zip(ours, theirs)], default=0.0)
    return {"sameIndices": True, "sameStats": dp <= P_TOLERANCE and dm <= MEAN_TOLERANCE, "maxRelDiffP": dp, "maxRelDiffMean": dm}


def dump(doc, path):
    head = {k: v for k, v in doc.items() if k != "vectors"}
    text = json.dumps(head, indent=1, ensure_ascii=False, allow_nan=False)
    rows = ",\n".join(json.dumps(v, separators=(",", ":"), ensure_ascii=False, allow_nan=False) for v in doc["vectors"])
    text = text[: text.rindex("\n}")] + ',\n "vectors": [\n' + rows + "\n ]\n}\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--otava-git", default=os.environ.get("OTAVA_GIT", "/work/.mirror/apache+otava/repo"))
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--vectors", default=DEFAULT_VECTORS)
    args = ap.parse_args()

    with open(args.vectors, encoding="utf-8") as f:
        doc = json.load(f)
    with tempfile.TemporaryDirectory(prefix="otava-src-") as tmp:
        analysis, commit = load_otava(args.otava_git, args.rev, tmp)
        import numpy
        import scipy

        doc["otavaRun"] = {
            "repository": "apache/otava",
            "commit": commit,
            "function": "otava.analysis.compute_change_points",
            "python": platform.python_version(),
            "numpy": numpy.__version__,
            "scipy": scipy.__version__,
            "tolerance": {"pValue": P_TOLERANCE, "mean": MEAN_TOLERANCE},
        }
        counts = {"otava": 0, "otavaNeighbourFix": 0}
        for v in doc["vectors"]:
            opts = v["options"]
            kwargs = {
                "window_len": opts.get("window", 50),
                "max_pvalue": opts.get("maxPValue", 0.001),
                "min_magnitude": opts.get("minMagnitude", 0.0),
            }
            # Otava takes a Python list of floats (it slices it per window).
            values = [float(x) for x in v["values"]]
            as_is, _weak = analysis.compute_change_points(list(values), **kwargs)
            max_p = kwargs["max_pvalue"]
            first_pass = max_p * 10 if max_p < 0.05 else (max_p * 2 if max_p < 0.5 else max_p)
            weak = analysis.split(list(values), kwargs["window_len"], first_pass)
            fixed = merge_neighbour_fix(analysis, weak, list(values), max_p, kwargs["min_magnitude"])
            v["otava"] = points(as_is)
            v["otavaNeighbourFix"] = points(fixed)
            v["agreement"] = {"otava": compare(v["ours"], v["otava"]), "otavaNeighbourFix": compare(v["ours"], v["otavaNeighbourFix"])}
            for k in counts:
                a = v["agreement"][k]
                if a["sameIndices"] and a["sameStats"]:
                    counts[k] += 1
                else:
                    print(f"{v['name']}: differs from {k}: ours {[p['index'] for p in v['ours']]}, "
                          f"{k} {[p['index'] for p in v[k]]}, {a}")
    dump(doc, args.vectors)
    n = len(doc["vectors"])
    print(f"{n} vectors; ours agrees with Otava as it is on {counts['otava']}, "
          f"with Otava re-testing the true neighbours on {counts['otavaNeighbourFix']} (commit {commit[:12]})")
    return 0 if counts["otavaNeighbourFix"] == n else 1


if __name__ == "__main__":
    sys.exit(main())
