#!/usr/bin/python3
"""How much of the screen an effect visibly changes: for every PNG of a
`frolic render --frames-dir` folder, the share of pixels whose colour differs
from the bare screen's by LEVELS or more (any channel, 0-255).

    visible_change.py FRAMES_DIR [--bare BARE.png] [--fps 25] [--levels 16]
                      [--over 0.5] [--every] [--peak-at-least P] [--held-at-most S]

The bare screen is FRAMES_DIR's first frame unless --bare names one (an
effect that draws from the first frame, as ambient rain does, needs another
render's first frame). Prints the peak, the longest run of frames over
--over percent (seconds), and the longest a changed frame is held
unchanged (seconds, e.g. a page left blank). Exits 1 when a bound is missed.
"""
import argparse
import glob
import os
import sys

from PIL import Image, ImageChops


def changed_share(frame, bare, levels):
    diff = ImageChops.difference(frame, bare).split()
    worst = ImageChops.lighter(ImageChops.lighter(diff[0], diff[1]), diff[2])
    histogram = worst.histogram()
    return 100.0 * sum(histogram[levels:]) / sum(histogram)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("frames")
    p.add_argument("--bare")
    p.add_argument("--fps", type=float, default=25)
    p.add_argument("--levels", type=int, default=16)
    p.add_argument("--over", type=float, default=0.5)
    p.add_argument("--every", action="store_true", help="print every frame's share")
    p.add_argument("--peak-at-least", type=float)
    p.add_argument("--held-at-most", type=float)
    a = p.parse_args()
    paths = sorted(glob.glob(os.path.join(a.frames, "frame-*.png")))
    if not paths:
        sys.exit(f"error: {a.frames}: no frame-*.png")
    bare = Image.open(a.bare or paths[0]).convert("RGB")
    shares, longest, run, held, hold, previous = [], 0, 0, 0, 0, None
    for path in paths:
        frame = Image.open(path).convert("RGB")
        if frame.size != bare.size:
            bare = bare.resize(frame.size, Image.BOX)
        share = changed_share(frame, bare, a.levels)
        shares.append(share)
        run = run + 1 if share >= a.over else 0
        longest = max(longest, run)
        same = previous is not None and ImageChops.difference(frame, previous).getbbox() is None
        hold = hold + 1 if same and share >= a.over else 1
        held = max(held, hold)
        previous = frame
        if a.every:
            print(f"{len(shares) - 1:4d} {(len(shares) - 1) / a.fps:6.2f}s {share:6.2f}%")
    peak = max(range(len(shares)), key=lambda i: shares[i])
    print(f"peak {shares[peak]:.2f}% at frame {peak} ({peak / a.fps:.2f}s); "
          f"over {a.over}% for {longest / a.fps:.2f}s; held at most {held / a.fps:.2f}s; {len(shares)} frames")
    failed = (a.peak_at_least is not None and shares[peak] < a.peak_at_least) or \
             (a.held_at_most is not None and held / a.fps > a.held_at_most)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
