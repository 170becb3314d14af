"""Page bodies in the API: for every StreamField block type (content/blocks.py) one schema and one
serialiser, side by side in text.py (the text blocks of every body) and landing.py (the blocks of
the generic pages), registered by block name (registry.py). docs/adding-a-block.md says how to add
one. content.serializers imports both modules, so that every block is registered before a body is
serialised."""
