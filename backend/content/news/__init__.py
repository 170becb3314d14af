"""Articles, their authors and the party's positions (SPEC §2.5 /nieuws, /auteurs, /standpunten)."""
