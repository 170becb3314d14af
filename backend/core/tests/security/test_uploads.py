"""Oversized and hostile uploads: the admin's images (size, decompression bombs, formats) and
documents (an allowlist of types; served so that no uploaded file runs on the site's origin), and
the public CV upload's file name. The CV's size and type-by-content rules are tested in
applications/tests/test_uploads.py and test_api.py."""

from __future__ import annotations

import io
import re
import struct
import uuid
import zlib
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile
from django.core.files.uploadedfile import SimpleUploadedFile
from django.template.defaultfilters import filesizeformat
from django.urls import resolve
from django.utils import translation
from PIL import Image as PILImage
from PIL import ImageFile
from wagtail.documents import get_document_model
from wagtail.images import get_image_model
from wagtail.images.fields import WagtailImageField

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    user = get_user_model().objects.create_superuser("upload-beheer", "u@example.org", "x")
    client.force_login(user)
    return client


def png(width: int = 4, height: int = 4) -> bytes:
    buffer = io.BytesIO()
    PILImage.new("RGB", (width, height), "red").save(buffer, "PNG")
    return buffer.getvalue()


def declaring(width: int, height: int) -> bytes:
    """A real 1 × 1 PNG (made with Pillow) whose header then claims width × height pixels: a few
    dozen bytes that would decode to gigabytes."""
    data = bytearray(png(1, 1))
    start = data.index(b"IHDR")
    data[start + 4 : start + 12] = struct.pack(">II", width, height)
    header = bytes(data[start : start + 17])
    data[start + 17 : start + 21] = struct.pack(">I", zlib.crc32(header))
    return bytes(data)


def add_image(client, name: str, content: bytes):
    upload = SimpleUploadedFile(name, content, content_type="image/png")
    return client.post("/cms/images/add/", {"title": "Upload", "file": upload})


def add_document(client, name: str, content: bytes):
    upload = SimpleUploadedFile(name, content)
    return client.post("/cms/documents/add/", {"title": "Upload", "file": upload})


def form_errors(response) -> list[str]:
    """The messages under the form's fields."""
    found = re.findall(r'<p class="error-message">(.*?)</p>', response.content.decode(), re.S)
    return [" ".join(message.split()) for message in found]


def wagtails_message(key: str, **values) -> str:
    """Wagtail's own message for an image, in the admin's language."""
    with translation.override(settings.LANGUAGE_CODE):
        values = {k: filesizeformat(v) if k.endswith("size") else v for k, v in values.items()}
        return " ".join(str(WagtailImageField().error_messages[key] % values).split())


def test_a_small_image_is_taken(staff):
    count = get_image_model().objects.count()
    answer = add_image(staff, "foto.png", png())
    assert answer.status_code == 302, form_errors(answer)
    assert get_image_model().objects.count() == count + 1


def test_an_image_over_the_size_limit_is_refused_with_wagtails_message(staff):
    limit = settings.WAGTAILIMAGES_MAX_UPLOAD_SIZE
    # A valid PNG with bytes after its end (readers ignore them), one byte over the limit.
    content = png() + b"\0" * (limit + 1 - len(png()))
    count = get_image_model().objects.count()
    answer = add_image(staff, "groot.png", content)
    assert answer.status_code == 200
    assert get_image_model().objects.count() == count
    expected = wagtails_message("file_too_large", file_size=len(content), max_filesize=limit)
    assert form_errors(answer) == [expected]


@pytest.mark.parametrize(
    ("width", "height"),
    [
        (8_000, 8_000),  # 64 megapixels: over our limit, under Pillow's alarm
        (100_000, 100_000),  # ten gigapixels: Pillow itself cries decompression bomb
    ],
)
def test_a_pixel_bomb_is_refused_before_it_is_decoded(staff, width, height, monkeypatch):
    decoded = []
    decode = ImageFile.ImageFile.load
    monkeypatch.setattr(
        ImageFile.ImageFile, "load", lambda image: decoded.append(image) or decode(image)
    )
    bomb = declaring(width, height)
    assert len(bomb) < 100
    if width * height < 2 * PILImage.MAX_IMAGE_PIXELS:  # Pillow opens it (reading no pixel)
        assert PILImage.open(io.BytesIO(bomb)).size == (width, height)
    count = get_image_model().objects.count()
    answer = add_image(staff, "bom.png", bomb)
    assert answer.status_code == 200
    assert get_image_model().objects.count() == count
    pixels = width * height if width * height < 2 * PILImage.MAX_IMAGE_PIXELS else None
    with translation.override(settings.LANGUAGE_CODE):
        counted = pixels or translation.gettext("unknown number")
    limit = settings.WAGTAILIMAGES_MAX_IMAGE_PIXELS
    expected = wagtails_message("file_too_many_pixels", num_pixels=counted, max_pixels_count=limit)
    assert form_errors(answer) == [expected]
    assert decoded == []


def test_the_multiple_uploader_refuses_a_pixel_bomb_too(staff):
    upload = SimpleUploadedFile("bom.png", declaring(8_000, 8_000), content_type="image/png")
    answer = staff.post("/cms/images/multiple/add/", {"files[]": upload})
    assert answer.status_code == 200
    assert answer.json()["success"] is False
    assert "50000000" in answer.json()["error_message"]


def test_an_image_that_breaks_while_decoding_is_refused_not_a_server_error(staff):
    # Declares 1000 × 1000 (within the limits) and then stops: Willow finds out while decoding.
    count = get_image_model().objects.count()
    answer = add_image(staff, "kapot.png", declaring(1000, 1000))
    assert answer.status_code == 200
    assert get_image_model().objects.count() == count
    assert form_errors(answer) == [wagtails_message("invalid_image")]


def test_an_svg_image_is_refused(staff):
    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    count = get_image_model().objects.count()
    answer = add_image(staff, "logo.svg", svg)
    assert answer.status_code == 200
    assert get_image_model().objects.count() == count
    assert form_errors(answer) == [wagtails_message("invalid_image_extension")]


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("pagina.html", b"<html><script>alert(1)</script></html>"),
        ("pagina.htm", b"<html><script>alert(1)</script></html>"),
        ("logo.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ("programma.exe", b"MZ\x90\x00" + b"\0" * 64),
        ("feed.xml", b"<?xml version='1.0'?><x/>"),
        ("script.js", b"alert(1)"),
    ],
)
def test_documents_outside_the_allowlist_are_refused(staff, name, content):
    count = get_document_model().objects.count()
    answer = add_document(staff, name, content)
    assert answer.status_code == 200
    assert get_document_model().objects.count() == count
    (message,) = form_errors(answer)
    extension = name.rsplit(".", 1)[1]
    assert re.search(rf"\W{extension}\W.*\Wpdf, doc, docx, ", message), message


def test_a_pdf_document_is_taken(staff):
    count = get_document_model().objects.count()
    answer = add_document(staff, "programma.pdf", b"%PDF-1.4\n%%EOF\n")
    assert answer.status_code == 302, form_errors(answer)
    assert get_document_model().objects.count() == count + 1


def test_a_document_over_the_size_limit_is_refused(staff, settings):
    settings.WAGTAILDOCS_MAX_UPLOAD_SIZE = 1000  # read when the form is made: no 20 MB in a test
    answer = add_document(staff, "groot.pdf", b"%PDF-1.4\n" + b"0" * 1001)
    assert answer.status_code == 200
    assert len(form_errors(answer)) == 1
    assert not get_document_model().objects.filter(title="Upload").exists()


def test_the_limits_fit_within_nginx_and_the_api():
    template = (Path(settings.REPO_DIR) / "deploy" / "nginx.conf.template").read_text()
    # nginx's limit per location (deploy/README.md "Limits and timeouts").
    (cms,) = re.findall(r"location ~ \^/cms\(/\|\$\) \{\s*client_max_body_size (\d+)m;", template)
    (applications,) = re.findall(
        r"location \^~ /api/applications/ \{\s*client_max_body_size (\d+)m;", template
    )
    form_room = 1024 * 1024
    assert settings.WAGTAILIMAGES_MAX_UPLOAD_SIZE + form_room <= int(cms) * 1024**2
    assert settings.WAGTAILDOCS_MAX_UPLOAD_SIZE + form_room <= int(cms) * 1024**2
    assert settings.API_MAX_BODY_BYTES <= int(applications) * 1024**2
    assert settings.APPLICATIONS_CV_MAX_BYTES < settings.API_MAX_BODY_BYTES
    assert settings.WAGTAILIMAGES_MAX_IMAGE_PIXELS < PILImage.MAX_IMAGE_PIXELS
    assert "svg" not in settings.WAGTAILIMAGES_EXTENSIONS
    for dangerous in ("html", "htm", "svg", "xml", "js", "exe", "zip"):
        assert dangerous not in settings.WAGTAILDOCS_EXTENSIONS


def stored_document(name: str, content: bytes):
    """A document stored past the form (one from before the allowlist, or put there by code)."""
    document = get_document_model()(title=name)
    document.file.save(name, ContentFile(content), save=True)
    return document


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("oud.html", b"<html><script>alert(1)</script></html>"),
        ("oud.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ("oud.txt", b"<script>alert(1)</script>"),
    ],
)
def test_a_served_document_never_runs_on_the_site(client, settings, tmp_path, name, content):
    settings.MEDIA_ROOT = tmp_path / "media"
    document = stored_document(name, content)
    answer = client.get(document.url)
    assert answer.status_code == 200
    assert answer["Content-Disposition"].startswith("attachment")
    assert answer["X-Content-Type-Options"] == "nosniff"
    assert answer["Content-Security-Policy"] == "default-src 'none'"


def test_a_pdf_opens_inline_but_loads_and_runs_nothing(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    document = stored_document("programma.pdf", b"%PDF-1.4\n%%EOF\n")
    answer = client.get(document.url)
    assert answer.status_code == 200 and answer["Content-Type"] == "application/pdf"
    assert answer["Content-Security-Policy"] == "default-src 'none'"
    assert answer["X-Content-Type-Options"] == "nosniff"


def test_documents_are_served_by_wagtails_view_whatever_the_storage():
    assert settings.WAGTAILDOCS_SERVE_METHOD == "serve_view"


def test_a_document_file_has_no_address_of_its_own(client, settings, tmp_path):
    """A private collection's document is checked by Wagtail's view; its file under /media/ would
    let anyone who knows the name past that check, so neither Django nor nginx serves it there."""
    settings.MEDIA_ROOT = tmp_path / "media"
    document = stored_document("notulen.pdf", b"%PDF-1.4\n%%EOF\n")
    assert client.get(f"/media/{document.file.name}").status_code == 404
    assert client.get(document.url).status_code == 200
    # Other media are still served (from the folder the URLconf was built with).
    media_root = Path(resolve("/media/original_images/x.png").kwargs["document_root"])
    picture = media_root / "original_images" / f"test-{uuid.uuid4().hex}.png"
    picture.parent.mkdir(parents=True, exist_ok=True)
    picture.write_bytes(png())
    try:
        assert client.get(f"/media/original_images/{picture.name}").status_code == 200
    finally:
        picture.unlink()
    template = (Path(settings.REPO_DIR) / "deploy" / "nginx.conf.template").read_text()
    assert re.search(r"location \^~ /media/documents/ \{\s*return 404;", template)


def test_the_cv_keeps_no_part_of_the_visitors_file_name(client, settings, tmp_path):
    from applications.models import CandidateApplication

    settings.PRIVATE_MEDIA_ROOT = tmp_path / "private"
    cv = SimpleUploadedFile(
        "../../../../tmp/evil<script>.pdf", b"%PDF-1.4\n%%EOF\n", content_type="application/pdf"
    )
    body = {
        "first_name": "Bram", "last_name": "Kandidaat", "email": "pad@example.org",
        "motivation": "Ik wil.", "municipality": "Utrecht", "consent": "true",
        "consent_version": "kandidaat-1-nl", "idempotency_key": "path-key-0001", "cv": cv,
    }  # fmt: skip
    answer = client.post("/api/applications/candidates", body)
    assert answer.status_code == 201, answer.content
    stored = CandidateApplication.objects.get(email="pad@example.org").cv.name
    assert re.fullmatch(r"cv/candidateapplication/[0-9a-f]{32}\.pdf", stored), stored
    files = [p for p in (tmp_path / "private").rglob("*") if p.is_file()]
    assert [p.relative_to(tmp_path / "private").as_posix() for p in files] == [stored]
    assert not (tmp_path / "evil<script>.pdf").exists()
