"""Vacancies (SPEC §2.12 /vacatures and /vacatures/{uuid})."""
