#!/usr/bin/python3
"""Times Frolic's whole render against ffmpeg's encode-only run on the same
frames, as `frolic bench --compare` does, but for one or more frolic binaries
at once and taking turns (A, ffmpeg, B, A, ffmpeg, B, … with the order
rotating each round), so that load on a shared machine weighs on all alike.
Prints, per binary, the median wall and CPU (user + system) time, and the
median of each round's ratio to ffmpeg's wall.

    /usr/bin/python3 Tests/Bench/paired_walls.py [--rounds 5] SCENE [render flags] -- FROLIC [FROLIC ...]
    /usr/bin/python3 Tests/Bench/paired_walls.py travel-boom --scale 3 -- /tmp/frolic-before .build/release/frolic
"""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

args = sys.argv[1:]
rounds = 5
if args[:1] == ["--rounds"]:
    rounds, args = int(args[1]), args[2:]
split = args.index("--")
scene, flags, binaries = args[0], args[1:split], args[split + 1:]
folder = tempfile.mkdtemp(prefix="frolic-walls-")
try:
    frames = os.path.join(folder, "frames")
    subprocess.run([binaries[0], "render", scene, "-o", os.path.join(folder, "first.gif"), "--quiet",
                    "--frames-dir", frames] + flags, check=True)
    fps = 25
    scene_file = scene if os.path.exists(scene) else None
    if scene_file:
        import json
        fps = json.load(open(scene_file)).get("fps", 25)

    def timed(cmd):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.monotonic() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    ffmpeg = ["ffmpeg", "-v", "error", "-y", "-framerate", str(fps), "-i", os.path.join(frames, "frame-%04d.png"),
              "-lavfi", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
              os.path.join(folder, "ffmpeg.gif")]
    runs = {name: [] for name in ["ffmpeg"] + binaries}
    order = ["ffmpeg"] + binaries
    for r in range(rounds):
        turn = order[r % len(order):] + order[:r % len(order)]
        for name in turn:
            cmd = ffmpeg if name == "ffmpeg" else [name, "render", scene, "-o", os.path.join(folder, "out.gif"), "--quiet"] + flags
            runs[name].append(timed(cmd))
    peer = [w for w, _ in runs["ffmpeg"]]
    print(f"{scene} {' '.join(flags)}: medians of {rounds} rounds")
    print(f"  {'ffmpeg palettegen+paletteuse, encode only':50} {statistics.median(peer) * 1000:8.0f} ms wall "
          f"{statistics.median(c for _, c in runs['ffmpeg']) * 1000:8.0f} ms CPU")
    for name in binaries:
        walls = [w for w, _ in runs[name]]
        ratios = sorted(w / p for w, p in zip(walls, peer))
        print(f"  {name:50} {statistics.median(walls) * 1000:8.0f} ms wall "
              f"{statistics.median(c for _, c in runs[name]) * 1000:8.0f} ms CPU   "
              f"{statistics.median(ratios):.3f}× ffmpeg (rounds {ratios[0]:.3f}–{ratios[-1]:.3f}×)")
finally:
    shutil.rmtree(folder, ignore_errors=True)
