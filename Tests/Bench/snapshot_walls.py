#!/usr/bin/python3
"""Times `frolic snapshot` of some scenes against `frolic render` of each of
them, taking turns (render then snapshot, snapshot then render, … with the
order rotating each round) so that load on a shared machine weighs on both
alike. The snapshot checks every frame from the same one play the render
makes; prints the median wall and CPU (user + system) times and the median of
each round's snapshot-to-render wall ratio.

    /usr/bin/python3 Tests/Bench/snapshot_walls.py [--rounds 7] FROLIC SCENE [SCENE ...]
    /usr/bin/python3 Tests/Bench/snapshot_walls.py .build/release/frolic Examples/confetti.json Examples/snow-globe.json
"""
import resource, shutil, statistics, subprocess, sys, tempfile, time, os

args = sys.argv[1:]
rounds = 7
if args[:1] == ["--rounds"]:
    rounds, args = int(args[1]), args[2:]
frolic, scenes = args[0], args[1:]
folder = tempfile.mkdtemp(prefix="frolic-snapshot-walls-")


def timed(commands):
    before, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    for command in commands:
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if done.returncode != 0:
            sys.exit("failed: %s\n%s" % (" ".join(command), done.stderr.decode()))
    wall, after = time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


try:
    render = [[frolic, "render", s, "-o", os.path.join(folder, "%d.gif" % i), "--quiet"] for i, s in enumerate(scenes)]
    snapshot = [[frolic, "snapshot"] + scenes]
    runs = {"render": [], "snapshot": []}
    ratios = []
    for r in range(rounds):
        order = ["render", "snapshot"] if r % 2 == 0 else ["snapshot", "render"]
        got = {name: timed(render if name == "render" else snapshot) for name in order}
        for name in order:
            runs[name].append(got[name])
        ratios.append(got["snapshot"][0] / got["render"][0])
        print("round %d: render %.2f s (CPU %.2f s), snapshot %.2f s (CPU %.2f s)"
              % (r + 1, *got["render"], *got["snapshot"]), flush=True)
    median = statistics.median
    for name in ["render", "snapshot"]:
        print("%-8s median wall %.2f s, CPU %.2f s" % (name, median(w for w, _ in runs[name]), median(c for _, c in runs[name])))
    print("snapshot / render: %.2fx wall (rounds %.2f-%.2fx), %.2fx CPU" % (
        median(ratios), min(ratios), max(ratios),
        median(c for _, c in runs["snapshot"]) / median(c for _, c in runs["render"])))
finally:
    shutil.rmtree(folder, ignore_errors=True)
