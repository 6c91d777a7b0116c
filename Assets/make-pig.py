#!/usr/bin/python3
"""Draws Assets/pig.png: the cute flat-shaded pig face of the pig-burst scene.

550 x 423 px like the original's picture (shown at 0.1 scale, 55 x 42.3 pt),
transparent background. Drawn at 4x and downsampled, so the edges are
anti-aliased; only integer geometry and Pillow's deterministic filters, so every
run writes the same bytes.  Run:  /usr/bin/python3 Assets/make-pig.py
"""
from pathlib import Path
from PIL import Image, ImageDraw

W, H = 550, 423
S = 4  # supersampling factor

PINK = (247, 170, 192, 255)
LIGHT = (252, 198, 213, 255)
DARK = (222, 120, 152, 255)
OUTLINE = (176, 74, 108, 255)
SNOUT = (236, 136, 166, 255)
NOSTRIL = (128, 44, 76, 255)
EYE = (46, 30, 38, 255)
WHITE = (255, 255, 255, 255)
BLUSH = (244, 118, 150, 255)


def box(x0, y0, x1, y1):
    """A rectangle in picture pixels, scaled to the supersampled canvas."""
    return [x0 * S, y0 * S, x1 * S, y1 * S]


def pts(*xy):
    return [(x * S, y * S) for x, y in xy]


def main():
    img = Image.new("RGBA", (W * S, H * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    line = 9 * S

    # Ears: outlined triangles behind the head, with a darker inner ear.
    for left in (True, False):
        if left:
            outer = pts((70, 150), (62, 14), (200, 70))
            inner = pts((92, 128), (86, 52), (170, 86))
        else:
            outer = pts((480, 150), (488, 14), (350, 70))
            inner = pts((458, 128), (464, 52), (380, 86))
        d.polygon(outer, fill=PINK, outline=OUTLINE, width=line)
        d.polygon(inner, fill=DARK)

    # Head, with a flat highlight across its upper left.
    d.ellipse(box(28, 40, 522, 416), fill=PINK, outline=OUTLINE, width=line)
    d.ellipse(box(80, 66, 330, 190), fill=LIGHT)

    # Cheeks.
    d.ellipse(box(70, 236, 150, 286), fill=BLUSH)
    d.ellipse(box(400, 236, 480, 286), fill=BLUSH)

    # Eyes with a glint.
    for cx in (168, 382):
        d.ellipse(box(cx - 26, 150, cx + 26, 206), fill=EYE)
        d.ellipse(box(cx - 12, 160, cx + 4, 176), fill=WHITE)

    # Snout and nostrils.
    d.ellipse(box(178, 222, 372, 346), fill=SNOUT, outline=OUTLINE, width=line)
    d.ellipse(box(218, 258, 254, 310), fill=NOSTRIL)
    d.ellipse(box(296, 258, 332, 310), fill=NOSTRIL)

    # Smile under the snout.
    d.arc(box(236, 330, 314, 380), start=20, end=160, fill=OUTLINE, width=7 * S)

    out = img.resize((W, H), Image.LANCZOS)
    out.save(Path(__file__).resolve().parent / "pig.png", optimize=True)


if __name__ == "__main__":
    main()
