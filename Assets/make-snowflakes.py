#!/usr/bin/python3
"""Draws the snow globe's eight snowflakes: Assets/snowflake-1.png … snowflake-8.png.

Each is 64×64 px, transparent, six-fold symmetric (stars, dendrites, plates),
white with a soft grey-blue rim so it still reads over a white app screen (the
original drew white snow over a light UI). Drawn at 4× and reduced with a
Lanczos filter for anti-aliasing. No randomness, no timestamps: the same bytes
every run. Run with Debian's /usr/bin/python3 (Pillow).
"""
import math
import os
from PIL import Image, ImageChops, ImageDraw, ImageFilter

SIZE = 64
SS = 4                      # supersampling factor
S = SIZE * SS
C = S / 2                   # centre
R = S * 0.40                # arm length; leaves room for the rim and glow
RIM = (96, 122, 168)        # grey-blue edge colour
BOLD = 1.5                  # stroke widths are scaled by this, so small flakes keep their arms


def polar(r, a):
    return (C + r * math.cos(a), C + r * math.sin(a))


def line(d, p, q, w):
    w *= BOLD
    d.line([p, q], fill=255, width=int(w))
    for x, y in (p, q):     # round caps
        d.ellipse([x - w / 2, y - w / 2, x + w / 2, y + w / 2], fill=255)


def hexagon(d, r, a0=math.pi / 6, fill=255, center=None):
    cx, cy = center or (C, C)
    d.polygon([(cx + r * math.cos(a0 + k * math.pi / 3), cy + r * math.sin(a0 + k * math.pi / 3)) for k in range(6)], fill=fill)


def arms(d, w, branches=(), tip=None):
    """Six arms of width w; each branch (at, length, angle, width) is mirrored on both sides."""
    for k in range(6):
        a = -math.pi / 2 + k * math.pi / 3
        line(d, (C, C), polar(R, a), w)
        for at, length, spread, bw in branches:
            base = polar(R * at, a)
            for side in (-1, 1):
                b = a + side * spread
                line(d, base, (base[0] + R * length * math.cos(b), base[1] + R * length * math.sin(b)), bw)
        if tip:
            tip(d, a)


def flake1(d):  # a plain six-armed star with one pair of short branches
    arms(d, 13, [(0.62, 0.28, math.radians(60), 10)])


def flake2(d):  # a fern-like dendrite
    arms(d, 9, [(0.28, 0.22, math.radians(60), 7), (0.48, 0.30, math.radians(60), 7),
                (0.68, 0.24, math.radians(60), 6), (0.84, 0.14, math.radians(60), 6)])


def flake3(d):  # a hexagonal plate with a ridge pattern cut into it
    hexagon(d, R * 0.95)
    hexagon(d, R * 0.62, fill=0)
    hexagon(d, R * 0.50)
    for k in range(6):
        a = -math.pi / 2 + k * math.pi / 3
        d.line([polar(R * 0.5, a), polar(R * 0.95, a)], fill=0, width=5)


def flake4(d):  # a stellar plate: arms ending in small hexagons
    hexagon(d, R * 0.28)
    arms(d, 11, tip=lambda d, a: hexagon(d, R * 0.2, a0=a, center=polar(R * 0.84, a)))


def flake5(d):  # a star with V-shaped branches near the tips and a hollow centre
    arms(d, 10, [(0.55, 0.30, math.radians(45), 8), (0.80, 0.18, math.radians(45), 7)])
    hexagon(d, R * 0.22)
    hexagon(d, R * 0.12, fill=0)


def flake6(d):  # a sectored plate: broad wedges along each arm
    for k in range(6):
        a = -math.pi / 2 + k * math.pi / 3
        d.polygon([(C, C), polar(R * 0.72, a - math.radians(12)), polar(R, a), polar(R * 0.72, a + math.radians(12))], fill=255)
        d.line([(C, C), polar(R * 0.9, a)], fill=0, width=4)
    hexagon(d, R * 0.18)


def flake7(d):  # thin needles with long branches: a delicate dendrite
    arms(d, 7, [(0.40, 0.42, math.radians(55), 6), (0.70, 0.26, math.radians(55), 6)])
    for k in range(6):
        x, y = polar(R * 0.98, -math.pi / 2 + k * math.pi / 3)
        d.ellipse([x - 8, y - 8, x + 8, y + 8], fill=255)


def flake8(d):  # twelve-pointed look: six arms plus six short spikes between them
    arms(d, 12, [(0.45, 0.22, math.radians(60), 9)])
    for k in range(6):
        a = -math.pi / 2 + math.pi / 6 + k * math.pi / 3
        line(d, (C, C), polar(R * 0.5, a), 9)
    hexagon(d, R * 0.2)


def render(draw_shape):
    mask = Image.new("L", (S, S), 0)
    draw_shape(ImageDraw.Draw(mask))
    # Rim: the shape grown by a few px, softened; glow: grown more and very faint.
    rim = mask.filter(ImageFilter.MaxFilter(13)).filter(ImageFilter.GaussianBlur(3))
    glow = mask.filter(ImageFilter.MaxFilter(17)).filter(ImageFilter.GaussianBlur(10))
    edge_alpha = ImageChops.lighter(rim.point(lambda v: v * 0.95), glow.point(lambda v: v * 0.35))
    out = Image.new("RGBA", (S, S), RIM + (0,))
    out.putalpha(edge_alpha)
    body = Image.new("RGBA", (S, S), (255, 255, 255, 255))
    body.putalpha(mask)
    out = Image.alpha_composite(out, body)
    return out.resize((SIZE, SIZE), Image.LANCZOS)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for i, f in enumerate([flake1, flake2, flake3, flake4, flake5, flake6, flake7, flake8], start=1):
        render(f).save(os.path.join(here, f"snowflake-{i}.png"), optimize=True)
