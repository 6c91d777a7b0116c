#!/usr/bin/python3
"""Checks a Frolic GIF against its truecolor frames with independent tools:
PSNR of every displayed GIF frame (decoded by Pillow) against the PNGs that
`frolic render --frames-dir` wrote, and how much `gifsicle -O3` can still shrink
the file.

    frolic render snow-globe -o /tmp/s.gif --frames-dir /tmp/s
    /usr/bin/python3 Tests/Bench/gif_quality.py /tmp/s.gif /tmp/s 25
"""
import math, os, subprocess, sys, tempfile
from PIL import Image, ImageSequence

gif, frames_dir, fps = sys.argv[1], sys.argv[2], int(sys.argv[3])
pngs = sorted(f for f in os.listdir(frames_dir) if f.endswith(".png"))

# The GIF frame on screen at each truecolor frame's start time.
shown, start = [], 0
with Image.open(gif) as im:
    for frame in ImageSequence.Iterator(im):
        shown.append((start, frame.convert("RGB").tobytes()))
        start += frame.info.get("duration", 0) // 10  # Pillow reports ms

sq, n, worst = 0, 0, math.inf
for k, name in enumerate(pngs):
    t = k * 100 / fps
    pixels = next(p for s, p in reversed(shown) if s <= t + 1e-9)
    ref = Image.open(os.path.join(frames_dir, name)).convert("RGB").tobytes()
    e = sum((a - b) ** 2 for a, b in zip(pixels, ref))
    sq += e; n += len(ref)
    if e: worst = min(worst, 10 * math.log10(255 ** 2 * len(ref) / e))
psnr = math.inf if sq == 0 else 10 * math.log10(255 ** 2 * n / sq)
print(f"frames       {len(pngs)} truecolor, {len(shown)} in the GIF")
print(f"quality      {psnr:.2f} dB PSNR over all frames, worst frame {worst:.2f} dB")

out = tempfile.NamedTemporaryFile(suffix=".gif", delete=False).name
subprocess.run(["gifsicle", "-O3", gif, "-o", out], check=True)
a, b = os.path.getsize(gif), os.path.getsize(out)
os.unlink(out)
print(f"gifsicle -O3 {a} → {b} bytes ({100 * (a - b) / a:.1f}% smaller)")
