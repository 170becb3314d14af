"""Petitions (SPEC §2.1 /petities, /petitie-voor-vrede; §2.5 /petities/{slug} and its thank-you page)."""
