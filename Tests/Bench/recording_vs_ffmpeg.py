#!/usr/bin/python3
"""A screen recording made into a GIF by Frolic and by ffmpeg's palette recipe, side by side.

    /usr/bin/python3 Tests/Bench/recording_vs_ffmpeg.py MOVIE [--frolic BIN] [--rounds N] [--fps 25] [--scale 1]

Frolic: `frolic render MOVIE --scale S -o frolic.gif` (no effect: the recording alone, at
its points times S). ffmpeg: `fps=F,scale=W:H:flags=area,split[a][b];[a]palettegen[p];
[b][p]paletteuse` at the same size and rate, the recipe most guides give. Rounds take turns
at going first; wall times are medians. PSNR is ffmpeg's `psnr` filter of each GIF against
the movie decoded by ffmpeg, scaled to the same size with `flags=area`, at the same rate
(both resampled to F frames a second, so a GIF frame held for several is counted for each).
Peak memory is each run's `Maximum resident set size` from /usr/bin/time -v.
"""
import argparse, os, re, statistics, subprocess, tempfile, time

a = argparse.ArgumentParser()
a.add_argument("movie")
a.add_argument("--frolic", default=".build/release/frolic")
a.add_argument("--rounds", type=int, default=3)
a.add_argument("--fps", type=int, default=25)
a.add_argument("--scale", type=int, default=1)
args = a.parse_args()

tmp = tempfile.mkdtemp()
frolic_gif, ffmpeg_gif = os.path.join(tmp, "frolic.gif"), os.path.join(tmp, "ffmpeg.gif")


def timed(cmd):
    """Wall seconds and peak resident kB of `cmd`."""
    start = time.monotonic()
    run = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True, text=True)
    wall = time.monotonic() - start
    if run.returncode != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{run.stderr[-2000:]}")
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr).group(1))
    return wall, peak


# The size Frolic renders: the movie's points (PictureDensity) times --scale, read off its GIF.
subprocess.run([args.frolic, "render", args.movie, "--scale", str(args.scale), "-o", frolic_gif, "--quiet"], check=True)
with open(frolic_gif, "rb") as f:
    head = f.read(10)
width, height = int.from_bytes(head[6:8], "little"), int.from_bytes(head[8:10], "little")
recipe = (f"fps={args.fps},scale={width}:{height}:flags=area,split[a][b];[a]palettegen[p];[b][p]paletteuse")
commands = {
    "frolic": [args.frolic, "render", args.movie, "--scale", str(args.scale), "-o", frolic_gif, "--quiet"],
    "ffmpeg": ["ffmpeg", "-v", "error", "-y", "-i", args.movie, "-lavfi", recipe, ffmpeg_gif],
}
walls = {k: [] for k in commands}
peaks = {k: [] for k in commands}
for r in range(args.rounds):
    order = list(commands) if r % 2 == 0 else list(reversed(commands))
    for name in order:
        os.path.exists(frolic_gif) and name == "frolic" and os.remove(frolic_gif)
        wall, peak = timed(commands[name])
        walls[name].append(wall)
        peaks[name].append(peak)


def psnr(gif):
    graph = (f"[0:v]fps={args.fps},format=rgb24[g];[1:v]fps={args.fps},scale={width}:{height}:flags=area,format=rgb24[m];"
             "[g][m]psnr")
    run = subprocess.run(["ffmpeg", "-v", "info", "-i", gif, "-i", args.movie, "-lavfi", graph, "-f", "null", "-"],
                         capture_output=True, text=True)
    return float(re.search(r"PSNR .*average:([\d.]+|inf)", run.stderr).group(1))


print(f"{args.movie}: {width}x{height} GIF at {args.fps} fps, {args.rounds} rounds")
print(f"{'':8} {'wall s':>8} {'peak MB':>8} {'bytes':>10} {'PSNR dB':>8}")
results = {}
for name, gif in [("frolic", frolic_gif), ("ffmpeg", ffmpeg_gif)]:
    results[name] = (statistics.median(walls[name]), max(peaks[name]) / 1024, os.path.getsize(gif), psnr(gif))
    w, p, b, q = results[name]
    print(f"{name:8} {w:8.2f} {p:8.0f} {b:10d} {q:8.2f}")
print(f"frolic/ffmpeg: wall {results['frolic'][0] / results['ffmpeg'][0]:.2f}x, bytes {results['frolic'][2] / results['ffmpeg'][2]:.2f}x, "
      f"PSNR {results['frolic'][3] - results['ffmpeg'][3]:+.2f} dB")
