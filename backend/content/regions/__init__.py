"""Regional pages (SPEC §2.7): municipalities, provinces and water boards, with their own news."""
