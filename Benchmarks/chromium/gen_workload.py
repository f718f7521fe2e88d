#!/usr/bin/env python3
"""Deterministic generator for the appearance-resolution workload.

One workload = a view tree + a set of appearance rules + two trait states.
It is written in three forms that describe exactly the same thing:

  workload.json  canonical, engine-neutral description (see README.md, "Workload format")
  workload.css   the rules as a CSS stylesheet (what Chromium runs)
  workload.js    `window.WORKLOAD = {...}` - tree arrays + CSS text + expected digests,
                 loaded by bench.html

The generator also contains a small reference resolver (plain Python) that computes the
expected resolved properties of every node in both trait states, and an FNV-1a digest of
them. The Chromium page checks its computed styles against that digest, and any other
engine (our Swift library) can check itself against the same number.

Usage:
  gen_workload.py --n 10000 --depth 12 --rules 1000 --classes 50 --seed 1 --out DIR
"""
import argparse
import bisect
import json
import math
import os
import random
import sys
import time

FORMAT = "appearance-workload"
VERSION = 1

# Property table: name, kind, default (canonical form). Order matters: it is the digest order.
PROPERTIES = [
    ("color", "color", "#000000"),
    ("background-color", "color", "transparent"),
    ("border-color", "color", "#000000"),
    ("border-width", "length", 0),
    ("border-radius", "length", 0),
    ("opacity", "number", 1),
]
PROP_NAMES = [p[0] for p in PROPERTIES]
PROP_WEIGHTS = [0.30, 0.25, 0.12, 0.10, 0.13, 0.10]

SCREEN_NAMES = ["Screen", "FeedScreen", "ProfileScreen", "SettingsScreen", "DetailScreen",
                "LoginScreen", "SearchScreen", "ChatScreen", "CartScreen", "MapScreen"]
CONTAINER_NAMES = ["Card", "Stack", "Cell", "List", "Section", "NavBar", "TabBar", "Toolbar",
                   "Header", "Footer", "Grid", "Panel", "Sheet", "Row", "Column", "ScrollView",
                   "Container", "Popover", "Form", "Group"]
LEAF_NAMES = ["Label", "Button", "Image", "Icon", "TextField", "Switch", "Slider", "Badge",
              "Divider", "Avatar", "Spinner", "Checkbox", "Chip", "Link", "ProgressBar",
              "Stepper", "Title", "Subtitle", "Caption", "Tag"]
ADJECTIVES = ["Primary", "Secondary", "Large", "Small", "Accent", "Muted", "Hero", "Compact",
              "Detail", "Feed", "Inline", "Outlined", "Filled", "Plain", "Rounded", "Tinted"]

# Trait model: every node sees the window's traits (UIKit trait collections propagate down;
# here there is no per-subtree override). Two states: the initial one and the switched one.
TRAITS_INITIAL = {"theme": "light", "sizeClass": "regular"}
TRAITS_SWITCHED = {"theme": "dark", "sizeClass": "regular"}
TRAIT_ATTR = {"theme": "data-theme", "sizeClass": "data-size-class"}
TRAIT_CONDITIONS = [({"theme": "dark"}, 0.65), ({"theme": "light"}, 0.25),
                    ({"sizeClass": "compact"}, 0.10)]


def weighted_choice(rng, items, weights):
    total = sum(weights)
    x = rng.random() * total
    acc = 0.0
    for it, w in zip(items, weights):
        acc += w
        if x < acc:
            return it
    return items[-1]


# ----------------------------------------------------------------------------- classes

def make_classes(k, super_frac, rng):
    """Return list of {"name", "super", "role"}; index 0 is the root class "Window"."""
    if k < 4:
        raise SystemExit("--classes must be >= 4")
    classes = [{"name": "Window", "super": None, "role": "root"}]
    rest = k - 1
    n_screen = max(1, round(rest * 0.10))
    n_container = max(1, round(rest * 0.35))
    n_leaf = max(1, rest - n_screen - n_container)
    used = {"Window"}
    for role, quota, pool in (("screen", n_screen, SCREEN_NAMES),
                              ("container", n_container, CONTAINER_NAMES),
                              ("leaf", n_leaf, LEAF_NAMES)):
        n_base = max(1, min(len(pool), round(quota * (1.0 - super_frac))))
        if quota - n_base > 0 and n_base == quota:
            n_base = quota - 1
        role_idx = []
        for i in range(n_base):
            name = pool[i]
            used.add(name)
            classes.append({"name": name, "super": None, "role": role})
            role_idx.append(len(classes) - 1)
        # derived classes: subclasses of a base of the same role ("PrimaryButton" : "Button")
        serial = 0
        while len(role_idx) < quota:
            base = rng.choice(role_idx)
            adj = ADJECTIVES[serial % len(ADJECTIVES)]
            name = adj + classes[base]["name"]
            if serial >= len(ADJECTIVES):
                name += str(serial // len(ADJECTIVES))
            serial += 1
            if name in used:
                continue
            used.add(name)
            classes.append({"name": name, "super": base, "role": role})
            role_idx.append(len(classes) - 1)
    return classes


def class_lineage(classes, ci):
    """[ci, super(ci), super(super(ci)), ...]"""
    out = []
    while ci is not None:
        out.append(ci)
        ci = classes[ci]["super"]
    return out


# ----------------------------------------------------------------------------- tree

def make_tree(n, depth, leaf_frac, rng):
    """Level-by-level random tree with exactly n nodes and max depth `depth` (root depth 0).

    Returns (parent, depth_of) in pre-order (document order): parent[i] < i.
    """
    if n < 1:
        raise SystemExit("--n must be >= 1")
    parent = [-1]
    level = [0]
    placed = 1
    for d in range(1, depth + 1):
        remaining = n - placed
        if remaining <= 0 or not level:
            break
        if d == depth:
            count = remaining
        else:
            levels_left = depth - d + 1
            L = len(level)
            # solve L * (b + b^2 + ... + b^levels_left) = remaining for b
            lo, hi = 1e-6, float(max(2, remaining))
            for _ in range(100):
                b = (lo + hi) / 2
                s = sum(b ** j for j in range(1, levels_left + 1))
                if L * s < remaining:
                    lo = b
                else:
                    hi = b
            count = max(1, min(remaining, int(round(L * lo))))
        # which parents of this level have children: some become early leaves
        weights = []
        for p in level:
            if d > 2 and rng.random() < leaf_frac:
                weights.append(0.0)
            else:
                weights.append(rng.expovariate(1.0) + 0.05)
        if sum(weights) == 0:
            weights = [1.0] * len(level)
        cum = []
        acc = 0.0
        for w in weights:
            acc += w
            cum.append(acc)
        kids = [0] * len(level)
        for _ in range(count):
            j = bisect.bisect_right(cum, rng.random() * acc)
            kids[min(j, len(level) - 1)] += 1
        nxt = []
        for p, c in zip(level, kids):
            for _ in range(c):
                parent.append(p)
                nxt.append(len(parent) - 1)
        placed += count
        level = nxt
    # re-index in pre-order (document order)
    children = [[] for _ in parent]
    for i in range(1, len(parent)):
        children[parent[i]].append(i)
    order = []
    stack = [0]
    while stack:
        x = stack.pop()
        order.append(x)
        stack.extend(reversed(children[x]))
    new_index = [0] * len(parent)
    for ni, oi in enumerate(order):
        new_index[oi] = ni
    new_parent = [-1] * len(parent)
    for oi in range(1, len(parent)):
        new_parent[new_index[oi]] = new_index[parent[oi]]
    depth_of = [0] * len(parent)
    for i in range(1, len(parent)):
        depth_of[i] = depth_of[new_parent[i]] + 1
    return new_parent, depth_of


def assign_classes(parent, depth_of, classes, rng, zipf_s=1.0):
    n = len(parent)
    has_child = [False] * n
    for i in range(1, n):
        has_child[parent[i]] = True
    by_role = {"screen": [], "container": [], "leaf": []}
    for ci, c in enumerate(classes):
        if c["role"] in by_role:
            by_role[c["role"]].append(ci)
    # Zipf-like popularity inside a role: the first classes (Label, Button, Card...) dominate
    weights = {r: [1.0 / (i + 1) ** zipf_s for i in range(len(v))] for r, v in by_role.items()}
    cls = [0] * n
    for i in range(1, n):
        if depth_of[i] == 1:
            role = "screen"
        elif has_child[i]:
            role = "container"
        else:
            role = "leaf"
        cls[i] = weighted_choice(rng, by_role[role], weights[role])
    return cls


# ----------------------------------------------------------------------------- rules

def make_value(prop, rng, palette):
    if prop in ("color", "background-color", "border-color"):
        return rng.choice(palette)
    if prop == "border-width":
        return rng.randint(0, 4)
    if prop == "border-radius":
        return rng.choice([0, 2, 4, 6, 8, 12, 16])
    if prop == "opacity":
        return rng.randint(10, 19) * 5 / 100.0   # 0.50 .. 0.95
    raise ValueError(prop)


def make_rules(r, classes, parent, cls, rng, p_single, p_trait, p_miss, p_super, target_dist):
    n = len(parent)
    palette = ["#%06x" % rng.randrange(0, 1 << 24) for _ in range(48)]
    rules = []
    # nodes per class, and per class-or-superclass (a rule on Label also styles PrimaryLabel)
    members = {}
    for i in range(1, n):
        for c in class_lineage(classes, cls[i]):
            members.setdefault(c, []).append(i)
    targetable = list(range(1, len(classes)))
    for ri in range(r):
        if target_dist == "popularity":
            # target: class of a random non-root node (popular classes get more rules)
            node = rng.randrange(1, n) if n > 1 else 0
            target = cls[node]
            if classes[target]["super"] is not None and rng.random() < p_super:
                target = classes[target]["super"]
        else:
            # target: any view class with equal chance (rules are written per component type);
            # the ancestor chain is taken from one real node of that class when there is one
            target = rng.choice(targetable)
            node = rng.choice(members[target]) if target in members else None
        chain = [target]
        if rng.random() >= p_single:
            k = weighted_choice(rng, [1, 2, 3], [0.3, 0.4, 0.3])
            if node is None or rng.random() < p_miss:
                # free combination of classes, usually matches nothing (rules for absent screens)
                anc = [rng.randrange(1, len(classes)) for _ in range(k)]
            else:
                path = []
                x = parent[node]
                while x >= 0:
                    path.append(x)
                    x = parent[x]
                path.reverse()          # outermost first
                k = min(k, len(path))
                picks = sorted(rng.sample(range(len(path)), k))
                anc = []
                for pi in picks:
                    c = cls[path[pi]]
                    if classes[c]["super"] is not None and rng.random() < p_super:
                        c = classes[c]["super"]
                    anc.append(c)
            chain = anc + chain
        traits = {}
        if rng.random() < p_trait:
            traits = dict(weighted_choice(rng, [t for t, _ in TRAIT_CONDITIONS],
                                          [w for _, w in TRAIT_CONDITIONS]))
        nprops = rng.randint(1, 4)
        props = []
        while len(props) < nprops:
            p = weighted_choice(rng, PROP_NAMES, PROP_WEIGHTS)
            if p not in props:
                props.append(p)
        props.sort(key=PROP_NAMES.index)
        rules.append({
            "chain": [classes[c]["name"] for c in chain],
            "traits": traits,
            "props": {p: make_value(p, rng, palette) for p in props},
        })
    for i, rule in enumerate(rules):
        rule["order"] = i
        rule["specificity"] = len(rule["chain"]) + 2 * len(rule["traits"])
        rule["selector"] = css_selector(rule)
    return rules


# ----------------------------------------------------------------------------- CSS

def css_value(prop, v):
    if prop in ("border-width", "border-radius"):
        return "%dpx" % v
    if prop == "opacity":
        return canon_number(v)
    return v


def css_selector(rule):
    parts = []
    if rule["traits"]:
        parts.append(":root" + "".join('[%s="%s"]' % (TRAIT_ATTR[k], v)
                                       for k, v in sorted(rule["traits"].items())))
    parts.extend("." + c for c in rule["chain"])
    return " ".join(parts)


BASE_CSS = ("v-view { display: %s; color: #000000; border: 0 solid #000000; }\n"
            "/* color is reset on every view so it does not inherit (appearance properties do not "
            "inherit in UIKit); border-style is solid so border-width is observable */\n")


def make_css(rules, display):
    out = [BASE_CSS % display]
    for rule in rules:
        decls = "; ".join("%s: %s" % (p, css_value(p, v)) for p, v in rule["props"].items())
        out.append("%s { %s }\n" % (rule["selector"], decls))
    return "".join(out)


# ----------------------------------------------------------------------------- reference resolver

def canon_number(x):
    s = ("%.2f" % x).rstrip("0").rstrip(".")
    return s if s else "0"


def canon(prop, v):
    if prop in ("border-width", "border-radius"):
        return str(int(v))
    if prop == "opacity":
        return canon_number(v)
    return v


def fnv1a32(data, h=0x811C9DC5):
    for b in data:
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def resolve(classes, cls, parent, rules, trait_state):
    """Reference resolution. Returns list of per-node value tuples (canonical strings).

    A node matches a rule when: the rule's trait conditions all hold in trait_state; the rule's
    last chain class is the node's class or one of its superclasses; and the earlier chain
    classes match, in order, a subsequence of the node's proper ancestors (outermost first),
    each again by class-or-superclass. Among matching rules, each property takes the value of
    the rule with the highest (specificity, order). Unset properties keep their default.
    """
    name_to_idx = {c["name"]: i for i, c in enumerate(classes)}
    lineage = [frozenset(class_lineage(classes, i)) for i in range(len(classes))]
    # rules that can apply in this trait state, indexed by target class
    by_target = {}
    for rule in rules:
        if any(trait_state.get(k) != v for k, v in rule["traits"].items()):
            continue
        chain = [name_to_idx[c] for c in rule["chain"]]
        by_target.setdefault(chain[-1], []).append((rule["specificity"], rule["order"], chain, rule))
    # candidate rules per node class (own class and superclasses), sorted by precedence
    cand = {}
    for ci in range(len(classes)):
        lst = []
        for t in lineage[ci]:
            lst.extend(by_target.get(t, []))
        lst.sort(key=lambda x: (x[0], x[1]))
        cand[ci] = lst
    defaults = [canon(p, d) for p, _, d in PROPERTIES]
    out = []
    n = len(parent)
    for i in range(n):
        vals = {}
        # walk from highest precedence down; first writer of a property wins
        lst = cand[cls[i]]
        for spec, order, chain, rule in reversed(lst):
            if len(vals) == len(PROP_NAMES):
                break
            if len(chain) > 1:
                need = len(chain) - 2
                x = parent[i]
                while x >= 0 and need >= 0:
                    if chain[need] in lineage[cls[x]]:
                        need -= 1
                    x = parent[x]
                if need >= 0:
                    continue
            for p, v in rule["props"].items():
                if p not in vals:
                    vals[p] = canon(p, v)
        out.append(tuple(vals.get(p, d) for p, d in zip(PROP_NAMES, defaults)))
    return out


def resolve_uikit(classes, cls, parent, rules, trait_state):
    """Reference resolution under UIAppearance precedence (rule R4 in
    Sources/AppearanceCore/Documentation.docc/Articles/Rules.md), for the same matching.

    Rules are applied in ascending key order and a later rule overwrites a property:
      plain rules (chain of one class):  (0, 0, 0, depth of target class, number of traits, order)
      containment rules:                 (1, anchor, containers, depth of target class, number of traits, order)
    where `depth of target class` counts superclasses (a base class is 0), and `anchor` is how many
    steps up from the node the containers complete when matched greedily from the node outward,
    innermost container first (the nearest completion). Farther anchors apply later, so the
    outermost container wins; at one anchor a longer container list applies later.
    """
    name_to_idx = {c["name"]: i for i, c in enumerate(classes)}
    lineage = [frozenset(class_lineage(classes, i)) for i in range(len(classes))]
    class_depth = [len(class_lineage(classes, i)) - 1 for i in range(len(classes))]
    by_target = {}
    for rule in rules:
        if any(trait_state.get(k) != v for k, v in rule["traits"].items()):
            continue
        chain = [name_to_idx[c] for c in rule["chain"]]
        by_target.setdefault(chain[-1], []).append((chain, rule))
    cand = {}
    for ci in range(len(classes)):
        lst = []
        for t in lineage[ci]:
            lst.extend(by_target.get(t, []))
        cand[ci] = lst
    defaults = [canon(p, d) for p, _, d in PROPERTIES]
    out = []
    for i in range(len(parent)):
        applied = []
        for chain, rule in cand[cls[i]]:
            target_depth = class_depth[chain[-1]]
            ntraits = len(rule["traits"])
            if len(chain) == 1:
                applied.append(((0, 0, 0, target_depth, ntraits, rule["order"]), rule))
                continue
            containers = list(reversed(chain[:-1]))  # innermost first
            k, steps, x, anchor = 0, 0, parent[i], None
            while x >= 0:
                steps += 1
                if containers[k] in lineage[cls[x]]:
                    k += 1
                    if k == len(containers):
                        anchor = steps
                        break
                x = parent[x]
            if anchor is None:
                continue
            applied.append(((1, anchor, len(containers), target_depth, ntraits, rule["order"]), rule))
        applied.sort(key=lambda a: a[0])
        vals = {}
        for _, rule in applied:
            for p, v in rule["props"].items():
                vals[p] = canon(p, v)
        out.append(tuple(vals.get(p, d) for p, d in zip(PROP_NAMES, defaults)))
    return out


def digest(resolved):
    h = 0x811C9DC5
    for vals in resolved:
        h = fnv1a32((",".join(vals) + "\n").encode("utf-8"), h)
    return "%08x" % h


def summarize(resolved):
    defaults = [canon(p, d) for p, _, d in PROPERTIES]
    styled = sum(1 for v in resolved if list(v) != defaults)
    distinct = len(set(resolved))
    return {"nodes_with_any_rule_value": styled, "distinct_styles": distinct}


# ----------------------------------------------------------------------------- driver

def generate(n, depth, rules_n, k, seed, p_single=0.45, p_trait=0.30, p_miss=0.15,
             p_super=0.30, super_frac=0.2, leaf_frac=0.3, display="block", expect=True,
             target_dist="uniform"):
    rng = random.Random("appearance-workload/%d" % seed)
    classes = make_classes(k, super_frac, rng)
    parent, depth_of = make_tree(n, depth, leaf_frac, rng)
    cls = assign_classes(parent, depth_of, classes, rng)
    rules = make_rules(rules_n, classes, parent, cls, rng, p_single, p_trait, p_miss, p_super,
                       target_dist)
    w = {
        "format": FORMAT,
        "version": VERSION,
        "params": {"n": len(parent), "depth": depth, "rules": rules_n, "classes": k, "seed": seed,
                   "p_single": p_single, "p_trait": p_trait, "p_miss": p_miss,
                   "p_super": p_super, "super_frac": super_frac, "leaf_frac": leaf_frac,
                   "target_dist": target_dist, "display": display},
        "properties": [{"name": p, "kind": kind, "default": d} for p, kind, d in PROPERTIES],
        "traits": {"initial": TRAITS_INITIAL, "switched": TRAITS_SWITCHED},
        "classes": [{"name": c["name"], "super": c["super"]} for c in classes],
        "nodes": [[cls[i], parent[i]] for i in range(len(parent))],
        "rules": rules,
        "stats": {"max_depth": max(depth_of),
                  "mean_depth": round(sum(depth_of) / len(depth_of), 2)},
    }
    if expect:
        exp = {}
        for label, state in (("initial", TRAITS_INITIAL), ("switched", TRAITS_SWITCHED)):
            res = resolve(classes, cls, parent, rules, state)
            exp[label] = dict(digest=digest(res), **summarize(res))
        w["expected"] = exp
        exp_uikit = {}
        for label, state in (("initial", TRAITS_INITIAL), ("switched", TRAITS_SWITCHED)):
            res = resolve_uikit(classes, cls, parent, rules, state)
            exp_uikit[label] = dict(digest=digest(res), **summarize(res))
        w["expected_uikit"] = exp_uikit
    css = make_css(rules, display)
    return w, css


def class_attr(classes, ci):
    return " ".join(classes[c]["name"] for c in class_lineage(classes, ci))


def write_outputs(w, css, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "workload.json"), "w") as f:
        json.dump(w, f, separators=(",", ":"))
    with open(os.path.join(out_dir, "workload.css"), "w") as f:
        f.write(css)
    classes = w["classes"]
    page = {
        "params": w["params"],
        "classAttr": [class_attr(classes, i) for i in range(len(classes))],
        "cls": [nd[0] for nd in w["nodes"]],
        "parent": [nd[1] for nd in w["nodes"]],
        "props": [p["name"] for p in w["properties"]],
        "defaults": [canon(p["name"], p["default"]) for p in w["properties"]],
        "traitAttr": TRAIT_ATTR,
        "traits": w["traits"],
        "css": css,
        "expected": w.get("expected"),
    }
    with open(os.path.join(out_dir, "workload.js"), "w") as f:
        f.write("window.WORKLOAD = ")
        json.dump(page, f, separators=(",", ":"))
        f.write(";\n")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=10000, help="number of views (nodes), root included")
    ap.add_argument("--depth", type=int, default=12, help="max depth (root = 0)")
    ap.add_argument("--rules", type=int, default=1000)
    ap.add_argument("--classes", type=int, default=50, help="number of view classes K (incl. Window)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--p-single", type=float, default=0.45, help="fraction of rules without ancestors")
    ap.add_argument("--p-trait", type=float, default=0.30, help="fraction of rules with a trait condition")
    ap.add_argument("--p-miss", type=float, default=0.15,
                    help="fraction of descendant rules whose ancestors are random classes")
    ap.add_argument("--p-super", type=float, default=0.30,
                    help="chance a rule names the superclass instead of the node's own class")
    ap.add_argument("--super-frac", type=float, default=0.2, help="fraction of classes that are subclasses")
    ap.add_argument("--leaf-frac", type=float, default=0.3, help="chance an inner-level node gets no children")
    ap.add_argument("--target-dist", default="uniform", choices=["uniform", "popularity"],
                    help="how rule target classes are drawn: uniform over classes, or by node count")
    ap.add_argument("--display", default="block", help="CSS display of every view (block|contents)")
    ap.add_argument("--no-expect", action="store_true", help="skip the reference resolver")
    ap.add_argument("--out", required=True, help="output directory")
    a = ap.parse_args(argv)
    t0 = time.time()
    w, css = generate(a.n, a.depth, a.rules, a.classes, a.seed, a.p_single, a.p_trait, a.p_miss,
                      a.p_super, a.super_frac, a.leaf_frac, a.display, not a.no_expect,
                      a.target_dist)
    write_outputs(w, css, a.out)
    print(json.dumps({"out": a.out, "n": w["params"]["n"], "rules": len(w["rules"]),
                      "stats": w["stats"], "expected": w.get("expected"),
                      "seconds": round(time.time() - t0, 2)}), file=sys.stderr)


if __name__ == "__main__":
    main()
