"""Videos (SPEC §2.1 /videos, §2.5 /videos/{slug}); the premium area's videos build on them."""
