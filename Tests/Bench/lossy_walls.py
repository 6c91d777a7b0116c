#!/usr/bin/python3
"""Wall times of `frolic render` at several `--lossy` levels, for one or more
frolic binaries side by side: each round renders every (binary, level) once,
the order rotating from round to round, so that load on a shared machine
weighs on all alike. Prints, per binary and level, the median wall and CPU
(user + system) times, their ratio to the same binary's first level, and the
GIF's bytes.

    /usr/bin/python3 Tests/Bench/lossy_walls.py [--rounds 5] [--levels 6,8,16,32] SCENE [render flags] -- FROLIC [FROLIC ...]
    /usr/bin/python3 Tests/Bench/lossy_walls.py snow-globe -- /tmp/frolic-before .build/release/frolic
    /usr/bin/python3 Tests/Bench/lossy_walls.py shot.png --effect snow --scale 2 -- .build/release/frolic
"""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

args = sys.argv[1:]
rounds, levels = 5, [6, 8, 16, 32]
while args[:1] in (["--rounds"], ["--levels"]):
    if args[0] == "--rounds":
        rounds = int(args[1])
    else:
        levels = [int(x) for x in args[1].split(",")]
    args = args[2:]
split = args.index("--")
scene, flags, binaries = args[0], args[1:split], args[split + 1:]
folder = tempfile.mkdtemp(prefix="frolic-lossy-walls-")
try:
    runs = [(b, level) for b in range(len(binaries)) for level in levels]
    walls = {run: [] for run in runs}
    cpus = {run: [] for run in runs}
    sizes = {}
    for r in range(rounds):
        shift = r % len(runs)
        for b, level in runs[shift:] + runs[:shift]:
            out = os.path.join(folder, f"{b}-{level}.gif")
            cmd = [binaries[b], "render", scene, "-o", out, "--quiet", "--lossy", str(level)] + flags
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t0 = time.monotonic()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            walls[(b, level)].append(time.monotonic() - t0)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus[(b, level)].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            sizes[(b, level)] = os.path.getsize(out)
            os.remove(out)
    print(f"{scene} {' '.join(flags)}: median wall and CPU (user + system) of {rounds} rounds (× the first level's)")
    print("  " + "binary".ljust(36) + "".join(f"--lossy {l}".rjust(22) for l in levels))
    for b, binary in enumerate(binaries):
        base = statistics.median(walls[(b, levels[0])])
        cells = []
        for level in levels:
            m = statistics.median(walls[(b, level)])
            cells.append(f"{m * 1000:7.0f} ms {m / base:4.2f}×".rjust(22))
        print("  " + binary[-36:].ljust(36) + "".join(cells))
        cpu0 = statistics.median(cpus[(b, levels[0])])
        print("  " + "  CPU".ljust(36) + "".join(
            f"{statistics.median(cpus[(b, l)]) * 1000:7.0f} ms {statistics.median(cpus[(b, l)]) / cpu0:4.2f}×".rjust(22) for l in levels))
        print("  " + "  bytes".ljust(36) + "".join(f"{sizes[(b, l)]:>22,}".replace(",", " ") for l in levels))
finally:
    shutil.rmtree(folder)
