#!/usr/bin/python3
"""A screen recording made into a GIF by Frolic and by ffmpeg's palette recipe, side by side.

    /usr/bin/python3 Tests/Bench/recording_vs_ffmpeg.py MOVIE [--frolic BIN] [--rounds N] [--fps 25] [--scale 1] [--flags "--lossy 0"]

Frolic: `frolic render MOVIE --scale S -o frolic.gif` (no effect: the recording alone, at
its points times S). ffmpeg: `fps=F:round=up,scale=W:H:flags=area,split[a][b];[a]palettegen[p];
[b][p]paletteuse` at the same size and rate, the recipe most guides give. Rounds take turns
at going first; wall times are medians. PSNR is of the mean squared error over every step
of 1/F s of each GIF (decoded by ffmpeg, so a GIF frame held for several steps counts for
each) against the movie's frame on screen at that step (the last to start at or before it),
decoded by ffmpeg and scaled to the same size with `flags=area`.
Peak memory is each run's `Maximum resident set size` from /usr/bin/time -v.
"""
import argparse, math, os, re, statistics, subprocess, tempfile, time
from PIL import Image, ImageChops, ImageStat

a = argparse.ArgumentParser()
a.add_argument("movie")
a.add_argument("--frolic", default=".build/release/frolic")
a.add_argument("--rounds", type=int, default=3)
a.add_argument("--fps", type=int, default=25)
a.add_argument("--scale", type=int, default=1)
a.add_argument("--flags", default="", help="more `frolic render` flags, e.g. \"--lossy 0\"")
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
frolic = [args.frolic, "render", args.movie, "--scale", str(args.scale), "-o", frolic_gif, "--quiet"] + args.flags.split()
subprocess.run(frolic, check=True)
with open(frolic_gif, "rb") as f:
    head = f.read(10)
width, height = int.from_bytes(head[6:8], "little"), int.from_bytes(head[8:10], "little")
# `round=up` makes ffmpeg keep, for each step, the frame on screen then, as Frolic does (by
# default it keeps the nearest, often one not yet shown), so both GIFs hold the same frames.
recipe = (f"fps={args.fps}:round=up,scale={width}:{height}:flags=area,split[a][b];[a]palettegen[p];[b][p]paletteuse")
commands = {
    "frolic": frolic,
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


def frames(source, folder):
    """A GIF's frames at the rate (each held frame once a step), as PNGs in `folder`."""
    os.makedirs(folder, exist_ok=True)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", source, "-vf", f"fps={args.fps},format=rgb24",
                    os.path.join(folder, "%05d.png")], check=True)
    return sorted(os.listdir(folder))


def reference():
    """The movie's frame on screen at each step (the last to start at or before it), as
    ffmpeg decodes it and scales it by area to the GIF's size: names of PNGs, one a step."""
    folder = os.path.join(tmp, "movie")
    os.makedirs(folder, exist_ok=True)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", args.movie, "-fps_mode", "passthrough",
                    "-vf", f"scale={width}:{height}:flags=area,format=rgb24", os.path.join(folder, "%05d.png")], check=True)
    probe = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp_time",
                            "-of", "csv=p=0", args.movie], capture_output=True, text=True, check=True).stdout.split()
    stamps = [float(t.strip(",")) for t in probe if t.strip(",")]
    starts = [t - stamps[0] for t in stamps]
    steps = int(round(starts[-1] * args.fps)) + 1
    return [os.path.join(folder, "%05d.png" % (1 + max(i for i, t in enumerate(starts) if t <= k / args.fps + 1e-6)))
            for k in range(steps)]


reference_frames = reference()


def psnr(gif):
    """PSNR of the mean squared error over every step and channel."""
    folder = os.path.join(tmp, os.path.basename(gif) + ".frames")
    names = frames(gif, folder)
    total = 0.0
    for name, expected in zip(names, reference_frames):
        a, b = Image.open(expected).convert("RGB"), Image.open(os.path.join(folder, name)).convert("RGB")
        total += sum(v * v for v in ImageStat.Stat(ImageChops.difference(a, b)).rms) / 3
    mse = total / min(len(names), len(reference_frames))
    return 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)


print(f"{args.movie}: {width}x{height} GIF at {args.fps} fps, {args.rounds} rounds")
print(f"{'':8} {'wall s':>8} {'peak MB':>8} {'bytes':>10} {'PSNR dB':>8}")
results = {}
for name, gif in [("frolic", frolic_gif), ("ffmpeg", ffmpeg_gif)]:
    results[name] = (statistics.median(walls[name]), max(peaks[name]) / 1024, os.path.getsize(gif), psnr(gif))
    w, p, b, q = results[name]
    print(f"{name:8} {w:8.2f} {p:8.0f} {b:10d} {q:8.2f}")
print(f"frolic/ffmpeg: wall {results['frolic'][0] / results['ffmpeg'][0]:.2f}x, bytes {results['frolic'][2] / results['ffmpeg'][2]:.2f}x, "
      f"PSNR {results['frolic'][3] - results['ffmpeg'][3]:+.2f} dB")
