#!/usr/bin/python3
"""Counts, in each PNG of a `frolic render --frames-dir` folder, the pixels
brighter than that frame's median by LEVELS or more (luma, 0-255), and
prints the busiest frame: how much light an effect puts over its screen.

    bright_pixels.py FRAMES_DIR [--levels 100] [--at-least 1500]

Exits 1 when --at-least is given and the busiest frame has fewer.
"""
import argparse
import glob
import os
import sys

from PIL import Image


def bright(path, levels):
    luma = Image.open(path).convert("RGB").convert("L")
    histogram = luma.histogram()
    total = sum(histogram)
    seen, median = 0, 0
    for value, count in enumerate(histogram):
        seen += count
        if seen * 2 >= total:
            median = value
            break
    return sum(histogram[median + levels:]) if median + levels < 256 else 0, median


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("frames")
    parser.add_argument("--levels", type=int, default=100)
    parser.add_argument("--at-least", type=int)
    args = parser.parse_args()
    frames = sorted(glob.glob(os.path.join(args.frames, "*.png")))
    if not frames:
        print(f"error: {args.frames}: no PNG frames", file=sys.stderr)
        return 2
    best = max(((bright(f, args.levels), f) for f in frames), key=lambda x: x[0][0])
    (count, median), path = best
    print(f"busiest frame {os.path.basename(path)}: {count} pixels brighter than its median ({median}) by {args.levels}")
    if args.at_least is not None and count < args.at_least:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
