"""Image uploads in the admin, guarded before anything is decoded.

Wagtail checks WAGTAILIMAGES_MAX_IMAGE_PIXELS only after Willow has decoded the whole picture to
learn its size: a PNG of a few dozen bytes that declares 8000 × 8000 pixels costs some 200 MB of
memory first (Pillow's own alarm only goes off above 179 megapixels), and one whose data then
stops short ends in a server error. Here the size the file declares in its header is read first
(Pillow reads no pixel to tell it) and refused with Wagtail's own message; a file that breaks
while decoding is refused as "not a valid image" instead of failing the request.

Installed by WAGTAILIMAGES_IMAGE_FORM_BASE: the add, edit, multiple-upload and chooser-upload
forms are all made on it."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _
from PIL import Image as PILImage
from PIL import UnidentifiedImageError
from wagtail.images.fields import WagtailImageField
from wagtail.images.forms import BaseImageForm


class GuardedImageField(WagtailImageField):
    def to_python(self, data):
        if data is not None and hasattr(data, "read"):
            self.check_declared_pixels(data)
        try:
            return super().to_python(data)
        except (OSError, SyntaxError, ValueError, PILImage.DecompressionBombError) as error:
            raise ValidationError(
                self.error_messages["invalid_image"], code="invalid_image"
            ) from error

    def check_declared_pixels(self, upload) -> None:
        upload.seek(0)
        pixels: int | None
        try:
            with PILImage.open(upload) as image:
                pixels = image.size[0] * image.size[1]
        except PILImage.DecompressionBombError:
            pixels = None  # over twice Pillow's alarm: surely too many
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
            return  # not Pillow's to judge (Wagtail refuses it, or Willow knows the format)
        finally:
            upload.seek(0)
        if self.max_image_pixels is None:
            return
        if pixels is None or pixels > self.max_image_pixels:
            raise ValidationError(
                self.error_messages["file_too_many_pixels"]
                % {
                    "num_pixels": _("unknown number") if pixels is None else pixels,
                    "max_pixels_count": self.max_image_pixels,
                },
                code="file_too_many_pixels",
            )


class GuardedImageForm(BaseImageForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        field = self.fields.get("file")
        if type(field) is WagtailImageField:
            # The same field with the guard: Wagtail makes it (with its settings and messages)
            # in get_image_form's formfield callback, which a base form cannot replace.
            field.__class__ = GuardedImageField
