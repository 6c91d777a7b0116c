#!/usr/bin/python3
"""Draws Assets/heart.png: the travel app's "saved" heart, as a picture the
travel-pixelate example bursts from each tap (the burst layer).

240 x 216 px (shown at 0.2 scale, 48 x 43.2 pt), transparent background, a
red heart with a lighter highlight and a darker rim. The outline is the
classic parametric heart curve sampled at fixed steps; drawn at 4x and
downsampled, so the edges are anti-aliased and every run writes the same
bytes.  Run:  /usr/bin/python3 Assets/make-heart.py
"""
import math
from pathlib import Path
from PIL import Image, ImageDraw

W, H = 240, 216
S = 4  # supersampling factor

RIM = (196, 22, 48, 255)
RED = (255, 59, 78, 255)
SHINE = (255, 150, 160, 255)


def heart(cx, cy, scale, steps=720):
    """The curve x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t, in supersampled pixels."""
    out = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        out.append(((cx + scale * x) * S, (cy - scale * y) * S))
    return out


def main():
    img = Image.new("RGBA", (W * S, H * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.polygon(heart(120, 102, 7.0), fill=RIM)
    d.polygon(heart(120, 102, 6.3), fill=RED)
    # A soft highlight on the upper left lobe.
    d.ellipse([62 * S, 40 * S, 96 * S, 66 * S], fill=SHINE)
    d.ellipse([66 * S, 44 * S, 100 * S, 70 * S], fill=RED)
    img = img.resize((W, H), Image.LANCZOS)
    img.save(Path(__file__).with_name("heart.png"), optimize=True)


if __name__ == "__main__":
    main()
