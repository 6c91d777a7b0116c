#!/usr/bin/python3
"""How a looping GIF starts over: per GIF, the step from its last frame to its
first against its frame-to-frame steps, on the frames as Pillow decodes and
composes them. A step is counted two ways: pixels whose colour changed (any
channel), and the mean absolute RGB difference per channel. A seamless loop's
seam is no bigger than its median step.

    /usr/bin/python3 Tests/Bench/loop_seam.py GIF [GIF ...]
"""
import os, statistics, sys
from PIL import Image, ImageChops, ImageStat


def frames(path):
    im = Image.open(path)
    for i in range(im.n_frames):
        im.seek(i)
        yield im.convert("RGB").copy()


def step(a, b):
    d = ImageChops.difference(a, b)
    r, g, b2 = d.split()
    unchanged = ImageChops.lighter(ImageChops.lighter(r, g), b2).histogram()[0]
    return d.size[0] * d.size[1] - unchanged, sum(ImageStat.Stat(d).mean) / 3


for path in sys.argv[1:]:
    fs = list(frames(path))
    steps = [step(a, b) for a, b in zip(fs, fs[1:])]
    seam = step(fs[-1], fs[0])
    pixels = statistics.median(s[0] for s in steps)
    mean = statistics.median(s[1] for s in steps)
    verdict = "seamless" if seam[0] <= pixels else "seam shows"
    print(f"{os.path.basename(path)}: {len(fs)} frames, {os.path.getsize(path):,} bytes".replace(",", " ")
          + f"; seam {seam[0]} px ({seam[1]:.3f} mean), median step {pixels:.0f} px ({mean:.3f} mean),"
          + f" largest step {max(s[0] for s in steps)} px: {verdict}")
