"""Demo images drawn locally with Pillow (no downloads): soft gradients with a few shapes."""

from __future__ import annotations

import random
from io import BytesIO

from django.core.files.images import ImageFile
from PIL import Image as PILImage
from PIL import ImageDraw
from wagtail.images.models import Image

PALETTES = [
    ((122, 0, 25), (236, 200, 170)),
    ((20, 48, 92), (170, 200, 230)),
    ((40, 90, 60), (210, 230, 200)),
    ((90, 60, 20), (240, 220, 180)),
    ((60, 30, 90), (220, 200, 235)),
    ((30, 30, 30), (200, 200, 200)),
]


def _draw(seed: int, size: tuple[int, int]) -> bytes:
    rng = random.Random(seed)
    dark, light = PALETTES[seed % len(PALETTES)]
    width, height = size
    picture = PILImage.new("RGB", size)
    draw = ImageDraw.Draw(picture)
    for y in range(height):
        t = y / height
        draw.line([(0, y), (width, y)], fill=tuple(int(d + (lt - d) * t) for d, lt in zip(dark, light, strict=True)))
    for _ in range(6):
        r = rng.randint(height // 8, height // 2)
        x, y = rng.randint(0, width), rng.randint(0, height)
        shade = tuple(min(255, c + rng.randint(10, 60)) for c in dark)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=shade, width=rng.randint(4, 18))
    buffer = BytesIO()
    picture.save(buffer, "JPEG", quality=82)
    return buffer.getvalue()


def demo_image(seed: int, title: str, size: tuple[int, int] = (1600, 900)) -> Image:
    image = Image(title=title, description=title)
    image.file = ImageFile(BytesIO(_draw(seed, size)), name=f"demo-{seed}.jpg")
    image.save()
    return image
