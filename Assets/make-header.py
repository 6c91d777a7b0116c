#!/usr/bin/python3
"""Draws Assets/header-landscape.png, the pixel-header scene's header picture:
a lake at sunset under layered mountains, with pines on the shore and the sky
mirrored in rippled water. Strong shapes and warm/cool contrast make its
pixelation read well at every block size.

Deterministic: all variation comes from a fixed integer hash (no clock, no
system randomness), and Pillow writes PNGs without timestamps, so every run
gives the same bytes. Run with Debian's Python: /usr/bin/python3 Assets/make-header.py
"""
import math
import os
from picture_noise import fbm, gradient, hash01, mix, noise
from PIL import Image, ImageDraw, ImageFilter

W, H = 600, 510
HORIZON = int(H * 0.60)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "header-landscape.png")


SKY = [(0.0, (24, 34, 86)), (0.35, (84, 76, 150)), (0.68, (214, 118, 120)),
       (0.88, (250, 170, 110)), (1.0, (255, 214, 150))]
SUN = (W * 0.56, HORIZON - 120, 28)


def sky(x, y):
    t = y / HORIZON
    c = gradient(SKY, t)
    # Clouds: stretched fbm in a band, lit pink from below.
    n = fbm(x / 90.0, y / 22.0, 7)
    band = max(0.0, 1 - abs(t - 0.42) / 0.3)
    a = max(0.0, min(1.0, (n - 0.5) * 3.2)) * band
    lit = mix((120, 70, 120), (255, 176, 150), min(1.0, t * 1.3))
    c = mix(c, lit, a * 0.85)
    # Sun glow.
    d = math.hypot(x - SUN[0], (y - SUN[1]) * 1.3)
    glow = math.exp(-d / 90.0) * 0.75
    c = mix(c, (255, 236, 190), glow)
    disc = math.hypot(x - SUN[0], y - SUN[1])
    if disc < SUN[2]:
        c = mix(c, (255, 248, 225), min(1.0, (SUN[2] - disc) / 2.5))
    return c


def ridge(seed, base, amplitude, scale, gap):
    """Ridge line heights per column: fbm plus a few sharp peaks, lowered by
    `gap` into a valley under the sun."""
    ys = []
    for x in range(W):
        n = fbm(x / scale, 0.5, seed, 5)
        peak = abs(noise(x / (scale * 0.7), 3.5, seed + 9) - 0.5) * 2
        valley = 1 - gap * math.exp(-((x - SUN[0]) / 110.0) ** 2)
        ys.append(base - amplitude * valley * (0.65 * n + 0.55 * (1 - peak) ** 2))
    return ys


# Far to near: colour at the crest, colour at the foot, snow.
RANGES = [
    (ridge(11, HORIZON - 50, 170, 140, 0.75), (150, 124, 176), (196, 150, 160), True),
    (ridge(23, HORIZON - 18, 130, 95, 0.6), (96, 80, 132), (150, 110, 140), True),
    (ridge(37, HORIZON + 4, 80, 70, 0.3), (52, 54, 92), (88, 76, 110), False),
    (ridge(53, HORIZON + 8, 40, 45, 0), (28, 42, 52), (40, 52, 60), False),
]


def land(x, y):
    """The colour of the nearest range covering (x, y), or None for sky."""
    for ys, crest, foot, snow in reversed(RANGES):
        top = ys[x]
        if y >= top:
            t = min(1.0, (y - top) / max(1.0, HORIZON + 10 - top))
            c = mix(crest, foot, t ** 0.7)
            # Rock texture: slanted strata and soft noise.
            n = fbm(x / 26.0 + y / 40.0, y / 16.0, int(top) % 97 + 200, 3)
            c = tuple(v * (0.82 + 0.36 * n) for v in c)
            # Sunlit left faces: compare with the neighbour column's height.
            slope = ys[min(W - 1, x + 2)] - ys[max(0, x - 2)]
            c = mix(c, (255, 190, 150), max(0.0, min(0.25, -slope * 0.02)) * (1 - t))
            line = 14 + 22 * fbm(x / 35.0, 1.5, 61, 3)
            if snow and y - top < line and fbm(x / 9.0, y / 9.0, 71, 2) > 0.42:
                c = mix(c, (246, 232, 240), 0.75)
            return c
    return None


def scene_above(x, y):
    return land(x, y) or sky(x, y)


def make():
    img = Image.new("RGB", (W, H))
    px = img.load()
    for y in range(HORIZON + 12):
        for x in range(W):
            px[x, y] = tuple(int(v) for v in scene_above(x, y))

    # Pines along the near shore: stacked triangles of varied heights.
    trees = ImageDraw.Draw(img)
    x = -6
    i = 0
    while x < W + 10:
        h = 30 + 70 * hash01(i, 1, 5) * (1.4 if x < W * 0.22 or x > W * 0.8 else 0.5)
        base = HORIZON + 10
        tone = (10 + int(14 * hash01(i, 2, 5)), 26 + int(18 * hash01(i, 3, 5)), 24)
        half = h * 0.22
        for k in range(5):
            top = base - h + k * h / 6
            w = half * (0.45 + k * 0.17)
            trees.polygon([(x, top), (x - w, top + h / 3.2), (x + w, top + h / 3.2)], fill=tone)
        trees.rectangle([x - 1, base - h * 0.25, x + 1, base], fill=(20, 16, 14))
        x += 6 + 16 * hash01(i, 4, 5)
        i += 1

    # Lake: the scene mirrored about the shore line, darkened, with ripples.
    shore = HORIZON + 10
    above = img.copy().load()
    for y in range(shore, H):
        depth = (y - shore) / (H - shore)
        for x in range(W):
            ripple = 1.0 + 6 * depth
            dx = ripple * math.sin(y * 0.35 + 5 * fbm(x / 80.0, y / 6.0, 77, 2))
            sx = min(W - 1, max(0, int(x + dx)))
            sy = max(0, shore - 1 - int((y - shore) * 1.1))
            c = above[sx, sy]
            c = mix(c, (20, 30, 60), 0.28 + 0.3 * depth)
            # The sun's glitter path.
            if abs(x - SUN[0]) < 40 * (1 - depth * 0.3) and noise(x / 3.0, y / 1.2, 91) > 0.72:
                c = mix(c, (255, 230, 180), 0.7 * (1 - depth))
            px[x, y] = tuple(int(v) for v in c)

    # A dark grassy bank in the bottom corners frames the view.
    bank = ImageDraw.Draw(img)
    pts = [(0, H)] + [(x, H - 34 - 26 * fbm(x / 40.0, 9.5, 303, 3) - 60 * max(0, 1 - x / 170))
                      for x in range(0, 230, 4)] + [(230, H)]
    bank.polygon(pts, fill=(14, 22, 18))
    for k in range(70):
        gx = 6 + 250 * hash01(k, 7, 8)
        gy = H - 20 - 70 * max(0, 1 - gx / 200) * hash01(k, 8, 8)
        bank.line([(gx, H), (gx + 8 * (hash01(k, 9, 8) - 0.5), gy)], fill=(24, 40, 28), width=2)

    img = img.filter(ImageFilter.SMOOTH)
    img.save(OUT, optimize=True)


if __name__ == "__main__":
    make()
