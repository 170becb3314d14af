"""The results' thumbnails (search/thumbnails.py): stored renditions read as plain values give the
same addresses as Wagtail's own lookup; a missing or outdated one is made as Wagtail makes it."""

from wagtail.images import get_image_model
from wagtail.images.tests.utils import get_test_image_file

from search.thumbnails import THUMBNAIL, thumbnail_urls


def library_url(image) -> str:
    image = get_image_model().objects.get(pk=image.pk)
    return image.get_rendition(THUMBNAIL).url


def new_image(title: str):
    return get_image_model().objects.create(title=title, file=get_test_image_file())


def test_stored_thumbnails_are_the_librarys(db, django_assert_num_queries):
    images = [new_image("Een"), new_image("Twee")]
    expected = {image.pk: library_url(image) for image in images}
    with django_assert_num_queries(1):  # all stored: one query, nothing made
        assert thumbnail_urls([image.pk for image in images] + [None]) == expected


def test_a_missing_thumbnail_is_made(db):
    image = new_image("Nieuw")
    rendition_model = get_image_model().get_rendition_model()
    assert not rendition_model.objects.filter(image=image).exists()
    url = thumbnail_urls([image.pk])[image.pk]
    assert url == library_url(image)
    assert rendition_model.objects.filter(image=image, filter_spec=THUMBNAIL).count() == 1


def test_a_moved_focal_point_gets_a_new_thumbnail(db):
    image = new_image("Brandpunt")
    before = thumbnail_urls([image.pk])[image.pk]
    image.focal_point_x, image.focal_point_y, image.focal_point_width, image.focal_point_height = 10, 10, 20, 20
    image.save()
    rendition_model = get_image_model().get_rendition_model()
    # The old rendition is still stored: its key (the old focal point) must not be taken for the new.
    assert rendition_model.objects.filter(image=image, filter_spec=THUMBNAIL).count() == 1
    after = thumbnail_urls([image.pk])[image.pk]
    assert after != before
    assert after == library_url(image)


def test_no_images_no_queries(db, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert thumbnail_urls([None, None]) == {}
