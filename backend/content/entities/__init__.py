"""The other entity pages of SPEC §2.11: organisations, products and profiles, each at its uuid."""
