"""People (SPEC §2.5 /mensen/{slug}) and the people lists of §2.6 (bestuur, Eerste and Tweede Kamer, Europees Parlement)."""
