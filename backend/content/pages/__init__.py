"""The home page, the generic pages of SPEC §2.1, the fluitjes (§2.5) and the comparison pages (§2.4):
every page that /api/pages/resolve serves at its visitor path; and the sitemap of every path."""
